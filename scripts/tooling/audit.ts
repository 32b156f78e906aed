/**
 * `npm run audit`: fails when an installed package has a known vulnerability of high or critical
 * severity (`npm audit --audit-level=high`), listing each one.
 *
 * A registry that does not offer npm's advisory service (a private mirror or an offline proxy
 * answers the bulk-advisory request with an error) is a different situation from a vulnerable
 * package: it is reported as "not audited" and does not fail the run, unless `AUDIT_REQUIRED=1`
 * says the check must happen. So is a registry that does not answer at all: `npm audit` gets
 * `AUDIT_TIMEOUT_SECONDS` (default 60) before it is stopped, so a CI run never hangs on it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface AuditReport {
  vulnerabilities?: Record<string, { name: string; severity: string; fixAvailable: unknown }>;
  metadata?: { vulnerabilities: Record<string, number> };
  /** Present when the registry could not answer. */
  message?: string;
}

export interface AuditVerdict {
  exitCode: 0 | 1;
  lines: string[];
}

const failing = new Set(['high', 'critical']);

/** What a report means for the build: pass, fail with the packages to fix, or not audited. */
export function auditVerdict(report: AuditReport, required = false): AuditVerdict {
  if (!report.metadata) {
    const reason = report.message ?? 'no report';
    return {
      exitCode: required ? 1 : 0,
      lines: [
        `${required ? '✗' : '!'} dependencies not audited: the registry's advisory service did not answer (${reason})`,
      ],
    };
  }
  const found = Object.values(report.vulnerabilities ?? {}).filter((entry) => failing.has(entry.severity));
  if (found.length > 0) {
    return {
      exitCode: 1,
      lines: [
        `✗ ${found.length} package(s) with high or critical vulnerabilities:`,
        ...found.map(
          (entry) =>
            `  ${entry.name}  ${entry.severity}  (${entry.fixAvailable ? 'fix available: npm audit fix' : 'no fix available yet'})`,
        ),
      ],
    };
  }
  const others = report.metadata.vulnerabilities.total ?? 0;
  return { exitCode: 0, lines: [`✓ no high or critical vulnerabilities (${others} of lower severity)`] };
}

/** How long `npm audit` may take, from `AUDIT_TIMEOUT_SECONDS`. */
export function auditTimeoutSeconds(value = process.env.AUDIT_TIMEOUT_SECONDS): number {
  const seconds = Number(value ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`AUDIT_TIMEOUT_SECONDS must be a number of seconds, received "${value}"`);
  }
  return seconds;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = auditTimeoutSeconds();
  const result = spawnSync('npm', ['audit', '--json', '--audit-level=high'], {
    encoding: 'utf8',
    timeout: seconds * 1000,
    killSignal: 'SIGKILL',
  });
  let report: AuditReport;
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') {
    report = { message: `no answer within ${seconds} s` };
  } else {
    try {
      report = JSON.parse(result.stdout) as AuditReport;
    } catch {
      console.error(`✗ npm audit printed no report:\n${result.stderr}`);
      process.exit(1);
    }
  }
  const verdict = auditVerdict(report, process.env.AUDIT_REQUIRED === '1');
  (verdict.exitCode === 0 ? console.log : console.error)(verdict.lines.join('\n'));
  process.exit(verdict.exitCode);
}
