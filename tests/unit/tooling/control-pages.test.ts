import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlRoutes, writeControlSite } from '#tooling/bench/control-pages.ts';

const headScript = '<script>(()=>{document.documentElement.dataset.a=1>0})();</script>';
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
  it("carries the built home page's inline head script, before the stylesheet", async () => {
    const dist = await builtSite(
      `<head>${headScript}<link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head>`,
    );
    const control = await writeControlSite(dist);
    folders.push(control);

    const withScript = await page(control, controlRoutes.headScript);
    expect(withScript).toContain(headScript);
    expect(withScript.indexOf('<script>')).toBeLessThan(withScript.indexOf('<link rel="stylesheet"'));
    expect(withScript.match(/<script/g)).toHaveLength(1);
    expect(await page(control, controlRoutes.noScript)).not.toContain('<script');
    expect(await readFile(path.join(control, 'assets/style.css'), 'utf8')).toBe('body { margin: 0; }');
  });

  it('carries the head script with the faces its tag lists', async () => {
    const tag = `<script data-faces="/assets/face-latin-400-normal-abc.woff2">${headScript.slice('<script>'.length)}`;
    const dist = await builtSite(
      `<head>${tag}<link rel="stylesheet" href="/assets/style-abc123.css"></head>`,
    );
    const control = await writeControlSite(dist);
    folders.push(control);
    expect(await page(control, controlRoutes.headScript)).toContain(tag);
  });

  it('names the built page when it has no head script to copy', async () => {
    const dist = await builtSite('<head><link rel="stylesheet" href="/assets/style-abc123.css"></head>');
    await expect(writeControlSite(dist)).rejects.toThrow(
      `${dist}/index.html has no stylesheet or head script`,
    );
  });
});
