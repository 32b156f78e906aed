import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlRoutes, writeControlSite } from '../../../scripts/bench/control-pages.ts';

const bootTag =
  '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-abc123.js"></script>';
const folders: string[] = [];

async function builtSite(home: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'control-dist-'));
  folders.push(dir);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), home);
  await writeFile(path.join(dir, 'assets/style-abc123.css'), 'body { margin: 0; }');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const page = (dir: string, route: string) => readFile(path.join(dir, route, 'index.html'), 'utf8');

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('writeControlSite', () => {
  it('loads the one-line script with the boot script tag of the built home page', async () => {
    const dist = await builtSite(
      `<head><link rel="stylesheet" crossorigin href="/assets/style-abc123.css">${bootTag}</head>`,
    );
    const control = await writeControlSite(dist);
    folders.push(control);

    const withScript = await page(control, controlRoutes.oneScript);
    expect(withScript).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot.js"></script>',
    );
    expect(withScript.match(/<script/g)).toHaveLength(1);
    expect(await page(control, controlRoutes.noScript)).not.toContain('<script');
    expect(await readFile(path.join(control, 'assets/style.css'), 'utf8')).toBe('body { margin: 0; }');
    expect(await readFile(path.join(control, 'assets/boot.js'), 'utf8')).toMatch(/^document\./);
  });

  it('names the built page when it has no boot script to copy', async () => {
    const dist = await builtSite('<head><link rel="stylesheet" href="/assets/style-abc123.css"></head>');
    await expect(writeControlSite(dist)).rejects.toThrow(
      `${dist}/index.html has no stylesheet or boot script`,
    );
  });
});
