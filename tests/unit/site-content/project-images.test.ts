/**
 * A project's pictures (`images`): each must be a picture in content/; a drawing must run nothing,
 * and is worth a warning, at its `src`, when part of it would be lost, would not follow the scheme,
 * or would read too small on a phone; pictures need the words that open them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderProjectImages } from '#site-content/images/project-images.ts';
import { generatedDir, loadSiteContent } from '#site-content/content.ts';
import { formatProblem } from '#engine/problem.ts';
import { fixtureRoot, today } from '../engine/helpers.ts';

const file = 'content/projects/trading-systems.mdx';
const flow = `${file}:24:10  images[0].src`;
const runs = `${file}:26:10  images[1].src`;

describe("a project's pictures", () => {
  it('refuses a drawing that would run code, at its src', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot('project-drawing'), today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${runs}  content/images/projects/runs.svg holds what would run on the page (a <script> element): remove it; a picture runs nothing`,
    ]);
  });

  // Unschemed: colours that ignore the scheme in force.
  it('warns of what the page leaves out, unschemed colours and words too small', () => {
    const rootDir = fixtureRoot('project-drawing', ['images/projects/runs.svg']);
    const mdx = join(rootDir, file);
    writeFileSync(mdx, readFileSync(mdx, 'utf8').replace(/ {2}- src: images\/projects\/runs.svg\n.*\n/, ''));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok).toBe(true);
    expect(result.warnings.map(formatProblem)).toEqual([
      `${flow}  The page leaves out of content/images/projects/flow.svg an embedded or linked picture (<image>)`,
      `${flow}  content/images/projects/flow.svg draws #0a7d3c alike in the light and dark schemes: to follow the scheme, draw with the page's colours (page #fbfaf7 or #ffffff, surface #f2efe8, accent-soft #f5e9e4, rule #e2ddd3, control #8a8378, muted #57534b, text #1b1a17 or #000000, accent #b4421f)`,
      `${flow}  In content/images/projects/flow.svg, "live feed" (and 1 more) reads 4.2 px high on a 320 px screen, where the 1200-unit-wide drawing is 278 px wide; words need 12 px: draw it at most 417 units wide, or its smallest words at least 52 units high`,
    ]);
  });

  it('need the words of the full-size view', () => {
    const rootDir = fixtureRoot('project-drawing');
    const copy = join(rootDir, 'content/pages/projects.json');
    writeFileSync(copy, readFileSync(copy, 'utf8').replace(/ {2}"picture": \{[^}]*\},\n/, ''));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toContainEqual(
      `${file}:24:3  images  Shows pictures, which open full size with the words of content/pages/projects.json → picture: add them, or leave images out`,
    );
  });
});

describe("the module of a project's pictures", () => {
  // The elements are for the prerenderer only.
  it('holds a drawing’s file, box, and elements for the prerenderer', async () => {
    const rootDir = fixtureRoot('project-drawing', ['images/projects/runs.svg']);
    // The second picture: a screenshot, 1500 pixels wide.
    await sharp({ create: { width: 1500, height: 900, channels: 3, background: '#dde3ea' } })
      .png()
      .toFile(join(rootDir, 'content/images/projects/screen.png'));
    const mdx = join(rootDir, file);
    writeFileSync(
      mdx,
      readFileSync(mdx, 'utf8').replace('images/projects/runs.svg', 'images/projects/screen.png'),
    );
    const result = loadSiteContent({ rootDir, today });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const files = renderProjectImages(result.content, generatedDir(rootDir));
    expect(files.map((generated) => generated.file)).toEqual([
      'drawings/trading-systems-0.svg',
      'project-images.ts',
      'post-images.ts',
    ]);
    const drawing = files[0]!.text;
    expect(drawing).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 600" width="1200" height="600" /,
    );
    expect(drawing).toContain('<title>Diagram: quotes flow into the engine</title>');
    expect(drawing).not.toContain('<image');
    const module = files[1]!.text;
    expect(module).toContain("import picture0 from './drawings/trading-systems-0.svg?no-inline';");
    expect(module).toContain(
      '{ drawing: { src: picture0, viewBox: "0 0 1200 600", width: 1200, height: 600, markup: import.meta.env.SSR ? "<rect',
    );
    // A screenshot keeps its proportions, in the widths up to its own.
    expect(module).toMatch(
      /import picture1 from '[^']*content\/images\/projects\/screen\.png\?w=640;800;1200;1500&format=avif;webp&quality=62&v=[0-9a-f]{12}&as=picture';/,
    );
    expect(module).toContain('"trading-systems": [{ drawing: { src: picture0,');
    expect(module).toContain('}, { picture: picture1 }],');
  });
});
