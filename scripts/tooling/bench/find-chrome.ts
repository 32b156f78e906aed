import { existsSync } from 'node:fs';
import { Launcher } from 'chrome-launcher';

/** The flags every headless run uses: no sandbox (CI runs as root), no background traffic. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const missingChromeMessage = [
  'No Chrome or Chromium browser was found for the browser tests.',
  'Install one, or point CHROME_PATH at it:',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  macOS:          brew install --cask chromium',
  '  any system:     CHROME_PATH=/path/to/chrome npm test',
].join('\n');

/**
 * The browser to drive: `CHROME_PATH` if set (and it must exist), else the installation
 * chrome-launcher ranks first on this platform (it looks where each one installs Chrome and
 * Chromium), else undefined.
 */
export function findChrome(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  try {
    return Launcher.getFirstInstallation();
  } catch (error) {
    // On Linux chrome-launcher reports finding none as an error; the caller says what to install.
    if ((error as { code?: unknown }).code === 'ERR_LAUNCHER_PATH_NOT_SET') return undefined;
    throw error;
  }
}
