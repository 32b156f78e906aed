import { spawnSync } from 'node:child_process';
import { readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentGate, expect, test } from './fixtures';

/** The Nu HTML Checker's jar (the vnu-jar package exports its path). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

test('every built page is valid HTML (Nu HTML Checker)', contentGate(), async ({ distDir }) => {
  test.setTimeout(180_000);
  // The folder the published `dist` link points at, so the report's paths are relative to it.
  const root = realpathSync(distDir);
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(root, file));
  expect(pages.length, `HTML pages in ${distDir}`).toBeGreaterThan(0);

  // One run over every page: the checker's start-up is most of its time. The quick compiler alone
  // and the simplest collector halve that (the first needs the larger stack the checker asks for).
  const java = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
  const run = spawnSync('java', [...java, '-jar', vnuJar, '--errors-only', '--format', 'json', ...pages], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`The Nu HTML Checker needs Java (\`java\` on the PATH): ${run.error.message}`);
  // The report goes to standard error; the exit code is 1 when it lists errors.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map(
      (message) =>
        `${path.relative(root, new URL(message.url).pathname)}:${message.lastLine ?? 0}:${message.lastColumn ?? 0}  ${message.message}`,
    );
  expect(errors).toEqual([]);
  expect(run.status).toBe(0);
});
