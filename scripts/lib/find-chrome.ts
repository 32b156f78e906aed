import { existsSync } from 'node:fs';

/** Where Chrome or Chromium usually lives, per platform, after `CHROME_PATH`. */
const knownLocations = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

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

/** The browser to drive: `CHROME_PATH` if set, else the first known location that exists. */
export function findChrome(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return knownLocations.find((location) => existsSync(location));
}
