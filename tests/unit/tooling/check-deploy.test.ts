import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '#engine/problem.ts';
import { findPlaceholders, samplePortraitSha256 } from '#import/placeholders.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');
let dir: string;

function write(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

/** An image standing in for the sample portrait: the check knows it by its bytes only. */
const sampleImage = Buffer.from('RIFF\0\0\0\0WEBPVP8 sample portrait bytes');
const sampleHash = createHash('sha256').update(sampleImage).digest('hex');

const siteJson = (url: string, handle = '@janedoe', image = '/img/jane.webp') =>
  `{\n  "title": "Jane Doe",\n  "image": "${image}",\n  "url": "${url}",\n  "twitterHandle": "${handle}"\n}\n`;

const profileJson = (email: string, phone: string, github: string) =>
  [
    '{',
    '  "name": "Jane Doe",',
    `  "email": "${email}",`,
    `  "phone": "${phone}",`,
    `  "github": "${github}"`,
    '}',
    '',
  ].join('\n');

const contactJson = [
  '{',
  '  "form": {',
  '    "fields": { "email": { "label": "Email Address", "placeholder": "jane@example.com" } }',
  '  }',
  '}',
  '',
].join('\n');

const projectMdx = (live: string, body: string) =>
  ['---', 'id: shop', 'links:', `  live: ${live}`, '---', '', body, ''].join('\n');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function samplePlaceholders() {
  write('content/site.json', siteJson('https://example.com', '@example', '/img/rh.webp'));
  write(
    'content/profile.json',
    profileJson('hello@example.com', '+1 (555) 010-0199', 'https://github.com/example'),
  );
  write('content/pages/contact.json', contactJson);
  write(
    'content/projects/shop.mdx',
    projectMdx('https://shop.example.org', 'Call 555-0134 or see www.example.net.'),
  );
  write('src/public/img/rh.webp', sampleImage);
}

function ownersContent() {
  write('content/site.json', siteJson('https://jane.dev'));
  write(
    'content/profile.json',
    profileJson('jane@jane.dev', '+1 (313) 867-5309', 'https://github.com/janedoe'),
  );
  write('content/pages/contact.json', contactJson);
  write('content/projects/shop.mdx', projectMdx('https://shop.jane.dev', 'Built for a client in 2021.'));
  write('src/public/img/jane.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 the owner'));
}

describe('findPlaceholders', () => {
  it('lists every placeholder at its file, line and column, and leaves form hints alone', async () => {
    samplePlaceholders();
    const problems = await findPlaceholders({ rootDir: dir, sampleImageHashes: [sampleHash] });
    expect(problems.map(formatProblem)).toEqual([
      'content/profile.json:3:13  email  "hello@example.com" is a placeholder email address; use your own',
      'content/profile.json:4:13  phone  "+1 (555) 010-0199" is a fictional 555 number; use your own or remove it',
      'content/profile.json:5:14  github  "https://github.com/example" is a placeholder profile; link your own',
      'content/projects/shop.mdx:4:17  links.live  "shop.example.org" is a placeholder address; use your own',
      'content/projects/shop.mdx:7:6  body  "555-0134" is a fictional 555 number; use your own or remove it',
      'content/projects/shop.mdx:7:22  body  "www.example.net" is a placeholder address; use your own',
      'content/site.json:3:13  image  "/img/rh.webp" is the sample portrait (src/public/img/rh.webp); replace it with a photo of your own',
      'content/site.json:4:11  url  "https://example.com" is a placeholder; set url to the address the site is deployed at',
      'content/site.json:5:21  twitterHandle  "@example" is a placeholder handle; use your own',
    ]);
  });

  it('recognises the sample portrait by its bytes, whatever its name and folder', async () => {
    ownersContent();
    write('content/img/portrait.webp', sampleImage);
    write('content/profile.json', `{\n  "name": "Jane Doe",\n  "photo": "img/portrait.webp"\n}\n`);
    const problems = await findPlaceholders({ rootDir: dir, sampleImageHashes: [sampleHash] });
    expect(problems.map(formatProblem)).toEqual([
      'content/profile.json:3:13  photo  "img/portrait.webp" is the sample portrait (content/img/portrait.webp); replace it with a photo of your own',
    ]);
    rmSync(path.join(dir, 'content/profile.json'));
    expect(
      (await findPlaceholders({ rootDir: dir, sampleImageHashes: [sampleHash] })).map(formatProblem),
    ).toEqual([
      'content/img/portrait.webp:1:1  (file)  This image is the sample portrait (content/img/portrait.webp); replace it with a photo of your own',
    ]);
  });

  it('finds nothing once the content is the owner’s own', async () => {
    ownersContent();
    expect(await findPlaceholders({ rootDir: dir, sampleImageHashes: [sampleHash] })).toEqual([]);
  });
});

describe('npm run check:deploy', () => {
  const checkDeploy = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      [...typescriptArgs, 'scripts/tooling/check-deploy.ts', '--root', dir, ...args],
      {
        cwd: projectDir,
        env: { ...process.env, GITHUB_ACTIONS: '' },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('exits 1 listing the placeholders, and 0 once there are none', async () => {
    samplePlaceholders();
    const failing = await checkDeploy();
    expect(failing.code).toBe(1);
    expect(failing.output).toContain('content/profile.json:3:13  email  "hello@example.com"');
    expect(failing.output).toMatch(/✗ \d+ problems in 3 files: replace the sample content/);

    rmSync(path.join(dir, 'content'), { recursive: true });
    rmSync(path.join(dir, 'src'), { recursive: true });
    ownersContent();
    const passing = await checkDeploy();
    expect(passing).toEqual({
      code: 0,
      output: '✓ ready to deploy: no placeholders left in content/ or src/public/\n',
    });
  }, 30_000);

  // And the usage.
  it('answers --help with its usage, and an unknown option with what is wrong', async () => {
    const help = await checkDeploy('--help');
    expect(help.code).toBe(0);
    expect(help.output).toMatch(/^Usage: npm run check:deploy -- /);
    const unknown = await checkDeploy('--pages');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatch(/^Unknown option '--pages'.*\n\nUsage: npm run check:deploy -- /s);
    expect(unknown.output).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('with --pages-url, wants site.json’s url to be where GitHub Pages serves it', async () => {
    ownersContent();
    const elsewhere = await checkDeploy('--pages-url', 'https://janedoe.github.io/portfolio');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain(
      'content/site.json:4:3  url  is "https://jane.dev", but GitHub Pages serves this site at "https://janedoe.github.io/portfolio": set url to that address',
    );
    expect((await checkDeploy('--pages-url', 'https://jane.dev/')).code).toBe(0);
  }, 30_000);
});

describe('spec content: the sample portrait', () => {
  it("ships with the spec's content and is recognised by its hash", () => {
    const images = ['tests/spec-content']
      .flatMap((folder) =>
        readdirSync(path.join(projectDir, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(projectDir, folder, file),
        ),
      )
      .filter((file) => /\.(webp|png|jpe?g|avif)$/i.test(file));
    const hashes = images.map((file) => createHash('sha256').update(readFileSync(file)).digest('hex'));
    expect(hashes).toContain(samplePortraitSha256);
  });
});
