/**
 * The owner's photo sits in the site's palette: built with a photo, the hero shows it in the page's
 * ink and paper; with `photoTreatment: "none"` in profile.json, as it was taken. The photo is made
 * here: three bands, black, a saturated blue and white, so each shows where its colours went.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { photoTones } from '#site-content/images/photo-treatment.ts';
import { palette } from '#src/styles/palette.ts';
import { expect, test } from './fixtures';
import { buildAndServe, copyProject } from './project-copy';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

const bands = { dark: '#000000', colour: '#1e50dc', light: '#ffffff' } as const;
const size = 900;

/** A square photo in three bands, top to bottom, each a third of it. */
async function bandedPhoto(): Promise<Buffer> {
  const band = (colour: string) =>
    sharp({ create: { width: size, height: size / 3, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const inputs = await Promise.all(Object.values(bands).map(band));
  return sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .composite(inputs.map((input, index) => ({ input, top: (index * size) / 3, left: 0 })))
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The portrait in the hero, named by its alt text (the owner's name and title). */
const heroPortrait = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).getByRole('img', { name });

/** The colour the visitor sees at the middle of each band of the hero's portrait, as the browser decoded it. */
async function portraitBands(page: Page, name: string): Promise<Record<keyof typeof bands, Rgb>> {
  const portrait = heroPortrait(page, name);
  await expect(portrait).toHaveJSProperty('complete', true);
  return portrait.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    // The middle column, read once.
    const column = context.getImageData(Math.floor(canvas.width / 2), 0, 1, canvas.height).data;
    const at = (row: number): [number, number, number] => {
      const offset = Math.floor(canvas.height * row) * 4;
      return [column[offset]!, column[offset + 1]!, column[offset + 2]!];
    };
    return { dark: at(1 / 6), colour: at(1 / 2), light: at(5 / 6) };
  });
}

/** Each channel within a few levels of the expected colour (AVIF's rounding). */
function expectNear(actual: Rgb, expected: Rgb, what: string) {
  const off = Math.max(...actual.map((value, channel) => Math.abs(value - expected[channel]!)));
  expect(off, `${what}: ${actual.join()} against ${expected.join()}`).toBeLessThanOrEqual(8);
}

test.describe('the owner’s photo in the site’s palette', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let dir: string;
  const servers: Server[] = [];
  const origins: Record<'treated' | 'untreated', string> = { treated: '', untreated: '' };

  test.beforeAll(async ({ contentDir }) => {
    test.setTimeout(420_000);
    dir = await copyProject(contentDir);
    const profileFile = path.join(dir, 'content/profile.json');
    const profile = JSON.parse(await readFile(profileFile, 'utf8')) as Record<string, unknown>;
    await mkdir(path.join(dir, 'content/images'), { recursive: true });
    await writeFile(path.join(dir, 'content/images/portrait-bands.jpg'), await bandedPhoto());
    // The same photo twice: drawn as the site draws it by default, then with the switch off.
    for (const [kind, treatment] of [
      ['treated', undefined],
      ['untreated', 'none'],
    ] as const) {
      const edited = { ...profile, photo: 'images/portrait-bands.jpg', photoTreatment: treatment };
      await writeFile(profileFile, `${JSON.stringify(edited, null, 2)}\n`);
      const { origin, server } = await buildAndServe(dir, path.join(dir, `dist-${kind}`));
      servers.push(server);
      origins[kind] = origin;
    }
  });

  test.afterAll(async () => {
    for (const server of servers) server.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // Its blue is gone.
  test('by default the hero shows it in the page’s ink and paper', async ({ page, content }) => {
    await page.goto(`${origins.treated}/`);
    const shown = await portraitBands(page, content.profile.name);
    const tones = photoTones(content.site.accent.light);
    expectNear(shown.dark, rgb(tones.shadow), 'the black band');
    expectNear(shown.light, rgb(palette.light.bg), 'the white band');
    // The blue is a tone between them: no channel stands out as blue.
    const [red, green, blue] = shown.colour;
    expect(Math.max(red, green, blue) - Math.min(red, green, blue), shown.colour.join()).toBeLessThan(40);
    expect(blue, shown.colour.join()).toBeLessThanOrEqual(red + 8);
  });

  // In the same place as the treated one.
  test('with photoTreatment "none" the hero shows its own colours', async ({ page, content }) => {
    await page.goto(`${origins.untreated}/`);
    const shown = await portraitBands(page, content.profile.name);
    expectNear(shown.dark, rgb(bands.dark), 'the black band');
    expectNear(shown.colour, rgb(bands.colour), 'the blue band');
    expectNear(shown.light, rgb(bands.light), 'the white band');
    // The treatment changes the pixels only: the portrait takes the same box either way.
    const box = () => heroPortrait(page, content.profile.name).boundingBox();
    const untreated = await box();
    await page.goto(`${origins.treated}/`);
    expect(await box()).toEqual(untreated);
  });
});
