import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit.ts';

const clean = { vulnerabilities: {}, metadata: { vulnerabilities: { low: 0, high: 0, total: 0 } } };

describe('auditVerdict', () => {
  it('passes a clean report', () => {
    expect(auditVerdict(clean)).toEqual({
      exitCode: 0,
      lines: ['✓ no high or critical vulnerabilities (0 of lower severity)'],
    });
  });

  it('passes low and moderate findings but fails high and critical ones, naming each package', () => {
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

  it('says the dependencies were not audited when the registry cannot answer, failing only if required', () => {
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
