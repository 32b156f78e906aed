import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Launcher } from 'chrome-launcher';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChrome, missingChromeMessage } from '#tooling/bench/find-chrome.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'find-chrome-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('findChrome', () => {
  it('takes CHROME_PATH before any installation chrome-launcher finds', () => {
    const browser = path.join(dir, 'my-chrome');
    writeFileSync(browser, '');
    vi.stubEnv('CHROME_PATH', browser);
    const installations = vi.spyOn(Launcher, 'getFirstInstallation');
    expect(findChrome()).toBe(browser);
    expect(installations).not.toHaveBeenCalled();
  });

  it('stops on a CHROME_PATH that does not exist rather than using another browser', () => {
    const missing = path.join(dir, 'no-such-chrome');
    vi.stubEnv('CHROME_PATH', missing);
    expect(() => findChrome()).toThrow(`CHROME_PATH points at ${missing}, which does not exist.`);
  });

  it("takes chrome-launcher's first installation without CHROME_PATH", () => {
    vi.stubEnv('CHROME_PATH', '');
    vi.spyOn(Launcher, 'getFirstInstallation').mockReturnValue('/opt/browsers/chromium');
    expect(findChrome()).toBe('/opt/browsers/chromium');
  });

  // So the caller can say what to install.
  it('answers undefined when chrome-launcher finds none', () => {
    vi.stubEnv('CHROME_PATH', '');
    vi.spyOn(Launcher, 'getFirstInstallation').mockImplementation(() => {
      throw Object.assign(new Error('CHROME_PATH environment variable must be set'), {
        code: 'ERR_LAUNCHER_PATH_NOT_SET',
      });
    });
    expect(findChrome()).toBeUndefined();
    expect(missingChromeMessage).toMatch(/Debian\/Ubuntu: +sudo apt-get install chromium/);
    expect(missingChromeMessage).toMatch(/CHROME_PATH=/);
  });

  it("passes on chrome-launcher's other errors", () => {
    vi.stubEnv('CHROME_PATH', '');
    vi.spyOn(Launcher, 'getFirstInstallation').mockImplementation(() => {
      throw new Error('Platform not supported');
    });
    expect(() => findChrome()).toThrow('Platform not supported');
  });
});
