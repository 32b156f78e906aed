import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { auditTimeoutSeconds, auditVerdict } from '#tooling/audit.ts';
import { listen } from '#tooling/serve/static-server.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');

const clean = { vulnerabilities: {}, metadata: { vulnerabilities: { low: 0, high: 0, total: 0 } } };

describe('auditVerdict', () => {
  it('passes a clean report', () => {
    expect(auditVerdict(clean)).toEqual({
      exitCode: 0,
      lines: ['✓ no high or critical vulnerabilities (0 of lower severity)'],
    });
  });

  it('passes low and moderate findings, fails high and critical ones, naming each package', () => {
    const report = {
      vulnerabilities: {
        a: { name: 'a', severity: 'moderate', fixAvailable: true },
        b: { name: 'b', severity: 'high', fixAvailable: true },
        c: { name: 'c', severity: 'critical', fixAvailable: false },
      },
      metadata: { vulnerabilities: { moderate: 1, high: 1, critical: 1, total: 3 } },
    };
    expect(auditVerdict(report)).toEqual({
      exitCode: 1,
      lines: [
        '✗ 2 package(s) with high or critical vulnerabilities:',
        '  b  high  (fix available: npm audit fix)',
        '  c  critical  (no fix available yet)',
      ],
    });
  });

  // It fails only if an audit is required.
  it('says the dependencies were not audited when the registry cannot answer', () => {
    const unavailable = {
      message: '405 Method Not Allowed - POST https://registry.example.com/-/npm/v1/security',
    };
    expect(auditVerdict(unavailable).exitCode).toBe(0);
    expect(auditVerdict(unavailable).lines[0]).toMatch(
      /^! dependencies not audited: .*405 Method Not Allowed/,
    );
    expect(auditVerdict(unavailable, true).exitCode).toBe(1);
  });
});

describe('npm run audit, when the registry never answers', () => {
  let registry: Server;
  afterEach(() => {
    registry?.closeAllConnections();
    registry?.close();
  });

  // It says the dependencies were not audited.
  it('gives up after AUDIT_TIMEOUT_SECONDS, and says so', async () => {
    // Takes every request and never answers, as a registry behind a broken proxy does.
    registry = createServer(() => {});
    const address = await listen(registry);
    const started = Date.now();
    const run = (required: string) =>
      promisify(execFile)(process.execPath, [...typescriptArgs, 'scripts/tooling/audit.ts'], {
        cwd: projectDir,
        timeout: 60_000,
        env: {
          ...process.env,
          npm_config_registry: `${address}/`,
          npm_config_fetch_retries: '0',
          AUDIT_TIMEOUT_SECONDS: '2',
          AUDIT_REQUIRED: required,
        },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: error.stdout + error.stderr,
        }),
      );
    const lenient = await run('');
    expect(lenient.output).toContain(
      "! dependencies not audited: the registry's advisory service did not answer (no answer within 2 s)",
    );
    expect(lenient.code).toBe(0);
    const strict = await run('1');
    expect(strict.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 60_000);

  it('refuses a timeout that is not a number of seconds', () => {
    expect(auditTimeoutSeconds(undefined)).toBe(60);
    expect(auditTimeoutSeconds('5')).toBe(5);
    expect(() => auditTimeoutSeconds('soon')).toThrow(
      'AUDIT_TIMEOUT_SECONDS must be a number of seconds, received "soon"',
    );
  });
});
