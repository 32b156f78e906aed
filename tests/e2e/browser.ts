import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChrome, missingChromeMessage } from '#tooling/bench/find-chrome.ts';

/**
 * The browser for the end-to-end tests. On a fresh Debian machine where we are root (CI), Debian's
 * Chromium is installed on the spot so `npm test` needs no other set-up; anywhere else a missing
 * browser stops the run with instructions.
 */
export function ensureChrome(): string {
  const found = findChrome();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) throw new Error(missingChromeMessage);
  console.log("No browser found: installing Debian's chromium package for the browser tests…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChrome();
  if (!installed) throw new Error(missingChromeMessage);
  return installed;
}
