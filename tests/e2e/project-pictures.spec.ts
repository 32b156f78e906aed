/**
 * Project pictures as a visitor meets them: a drawing's words readable at every width and in both
 * schemes, and every picture opening full size by keyboard, mouse and touch, with focus returned,
 * nothing on the page moving, and a plain link to the file without JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { smallestLabelPx } from '#site-content/images/drawing.ts';
import { palette } from '#src/styles/palette.ts';
import { fill } from '#src/lib/fill.ts';
import { isDrawing, needs, tags, without } from './content-needs';
import { contentGate, expect, test } from './fixtures';

/** A word of a drawing as the page draws it: its height in CSS pixels and its contrast on what is under it. */
interface DrawnWord {
  text: string;
  px: number;
  contrast: number;
}

/** Every word of every drawing on the page, measured where it is drawn. */
function drawnWords(page: Page): Promise<DrawnWord[]> {
  return page.evaluate(() => {
    // `rgb(r, g, b)`, or `color(srgb r g b)` (0 to 1) for a colour mixed by the stylesheet.
    const rgb = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map((value) => Number(value) * (colour.startsWith('color(') ? 255 : 1));
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (lighter! + 0.05) / (darker! + 0.05);
    };
    // A drawing in a cover's frame is a thumbnail of itself, which opens full size to be read.
    const drawings = [...document.querySelectorAll<SVGSVGElement>('svg[data-drawing]')].filter(
      (svg) => !svg.closest('[data-framed]'),
    );
    return drawings.flatMap((svg) => {
      // The drawing's units in CSS pixels: its content box against its viewBox.
      const scale = svg.clientWidth / svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('text, tspan')]
        .filter((text) =>
          [...text.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
        )
        .map((text) => {
          // What lies under a word is found where it is on screen.
          text.scrollIntoView({ block: 'center' });
          const box = text.getBoundingClientRect();
          // What the word is drawn on: the first filled shape under its middle.
          const under = document
            .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            .find(
              (element) => element !== text && element.closest('svg') === svg && element.tagName === 'rect',
            );
          return {
            text: text.textContent!.trim(),
            px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
            contrast: contrast(
              getComputedStyle(text).fill,
              under ? getComputedStyle(under).fill : 'rgb(0,0,0)',
            ),
          };
        });
    });
  });
}

/**
 * The pages that draw project drawings at their own size: the list, where a project's drawing
 * follows its cover (a cover is a thumbnail that opens full size), and each case study with one.
 */
function drawingPages(content: {
  projects: { id: string; images?: { src: string }[]; caseStudy?: unknown }[];
}) {
  const drawn = content.projects.filter((project) => project.images?.some(isDrawing));
  return [
    ...(drawn.some((project) => project.images!.slice(1).some(isDrawing)) ? ['/projects'] : []),
    ...drawn.filter((project) => project.caseStudy).map((project) => `/projects/${project.id}`),
  ];
}

/** Opens what the owner folds on a page (`card.fold` on /projects), where pictures may be. */
async function openFolds(page: Page): Promise<void> {
  const closed = page.locator('main details:not([open]) > summary');
  // Each click opens one, so the first closed one is a new one each time: as many as there were.
  for (let left = await closed.count(); left > 0; left--) await closed.first().click();
}

/** The first picture on /projects, as the app makes it: a button named by its alternative text. */
function firstPicture(page: Page, alt: string): Locator {
  return page.getByRole('button', { name: alt, exact: true });
}

const hex = (colour: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)).join(', ')})`;

// At 320, 375 and 1440 px.
test(
  'every drawing’s words read at 12 px or more, in both schemes',
  tags(contentGate(), needs('project-drawings')),
  async ({ page, content }) => {
    for (const path of drawingPages(content)) {
      await page.goto(path);
      await openFolds(page);
      await expect(page.locator('svg[data-drawing] text').first()).toBeAttached();
      for (const width of [320, 375, 1440]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          const words = await drawnWords(page);
          expect(words.length, path).toBeGreaterThan(0);
          const small = words.filter((word) => word.px < smallestLabelPx - 0.01);
          expect(small, `${path} at ${width} px`).toEqual([]);
          // Each word reads on what it is drawn on (WCAG AA for text), in the scheme in force.
          const faint = words.filter((word) => word.contrast < 4.5);
          expect(faint, `${path} at ${width} px, ${colorScheme}`).toEqual([]);
        }
      }
    }
  },
);

test(
  'a drawing takes the colours of the scheme in force, chosen or the system’s',
  needs('project-drawings'),
  async ({ page, content }) => {
    const [path] = drawingPages(content) as [string];
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    // The sample's drawings are drawn on the light scheme's page colour.
    const background = page.locator('svg[data-drawing] rect.dw-fill-page').first();
    await expect(background).toHaveCSS('fill', hex(palette.light.bg));
    await page.getByRole('combobox', { name: content.layout.theme.label }).selectOption('dark');
    await expect(background).toHaveCSS('fill', hex(palette.dark.bg));
    await expect(page.locator('svg[data-drawing] text.dw-fill-text').first()).toHaveCSS(
      'fill',
      hex(palette.dark.text),
    );
  },
);

// Nothing to open and no drawing, on /projects or, without projects, on the home page.
test(
  'projects without pictures offer none to open',
  without('project-pictures'),
  async ({ page, content }) => {
    await page.goto(content.projects.length > 0 ? '/projects' : '/');
    await openFolds(page);
    await expect(page.locator('main :is(svg[data-drawing], [aria-haspopup="dialog"])')).toHaveCount(0);
  },
);

test.describe('a picture opens full size', needs('project-pictures'), () => {
  const firstAlt = (content: { projects: { images?: { alt: string }[] }[] }) =>
    content.projects.find((project) => project.images?.length)?.images![0]!.alt;

  // Enter or Space opens it, focus stays in it, Escape or its button closes it, and focus returns to the
  // picture.
  test('by keyboard, holding focus and giving it back', async ({ page, content }) => {
    const alt = firstAlt(content)!;
    const close = content.projectsPage.picture!.close;
    await page.goto('/projects');
    await openFolds(page);
    const opener = firstPicture(page, alt);
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = page.getByRole('dialog', { name: alt });

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: close })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), key).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again the moment it closes, before the browser has said that it closed.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await opener.evaluate((link) => {
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      (link as HTMLElement).click();
    });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: close })).toBeFocused();
  });

  // Nothing moves as it opens, nor as it closes.
  test('larger than on the page, moving nothing', async ({ page, content }) => {
    const alt = firstAlt(content)!;
    await page.goto('/projects');
    await openFolds(page);
    const opener = firstPicture(page, alt);
    await opener.scrollIntoViewIfNeeded();
    const before = { box: await opener.boundingBox(), scroll: await page.evaluate(() => scrollY) };
    await opener.click();
    const dialog = page.getByRole('dialog', { name: alt });
    await expect(dialog).toBeVisible();
    const shown = await dialog.getByRole('img', { name: alt }).evaluate((picture) => {
      // A drawing fills its box, proportions kept: what it draws is the smaller of the two scales.
      if (picture instanceof SVGSVGElement) {
        const { width, height } = picture.viewBox.baseVal;
        return Math.min(picture.clientWidth / width, picture.clientHeight / height) * width;
      }
      return picture.getBoundingClientRect().width;
    });
    expect(shown).toBeGreaterThan(before.box!.width);
    // The page behind stays where it was, its scroll bar's room kept.
    expect(await opener.boundingBox()).toEqual(before.box);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect({ box: await opener.boundingBox(), scroll: await page.evaluate(() => scrollY) }).toEqual(before);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    // A tap opens it; a tap beside the picture closes it.
    test('opened and closed by a tap', async ({ page, content }) => {
      const alt = firstAlt(content)!;
      await page.goto('/projects');
      await openFolds(page);
      await firstPicture(page, alt).tap();
      const dialog = page.getByRole('dialog', { name: alt });
      await expect(dialog).toBeVisible();
      // A tap on the picture leaves it open; one in the window's corner, beside it, closes it.
      await dialog.getByRole('img', { name: alt }).tap();
      await expect(dialog).toBeVisible();
      await page.touchscreen.tap(4, 736);
      await expect(dialog).toBeHidden();
    });
  });
});

// In the visitor’s forced colours; without a fade under reduced motion.
test(
  'a drawing opens full size in forced colours, without a fade',
  needs('project-drawings'),
  async ({ page, content }) => {
    const alt = content.projects.flatMap((project) => project.images ?? []).find(isDrawing)!.alt;
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.goto('/projects');
    await openFolds(page);
    const system = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'CanvasText';
      probe.style.backgroundColor = 'Canvas';
      const { color, backgroundColor } = getComputedStyle(probe);
      probe.remove();
      return { text: color, canvas: backgroundColor };
    });
    await expect(page.locator('svg[data-drawing] text').first()).toHaveCSS('fill', system.text);
    await expect(page.locator('svg[data-drawing] rect.dw-fill-surface').first()).toHaveCSS(
      'fill',
      system.canvas,
    );
    await firstPicture(page, alt).click();
    const dialog = page.getByRole('dialog', { name: alt });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expect(dialog.locator('svg[data-drawing] text').first()).toHaveCSS('fill', system.text);
  },
);

test(
  'a page the app renders as the visitor navigates draws its drawing too',
  needs('drawn-case-study'),
  async ({ page, content }) => {
    const words = content.projectsPage.caseStudy!;
    const drawn = content.projects.filter((project) => project.caseStudy && project.images?.some(isDrawing));
    const drawingAlt = (project: (typeof drawn)[number]) => project.images!.find(isDrawing)!.alt;
    const drawnAt = (href: string | null) =>
      drawn.find((project) => href?.endsWith(`/projects/${project.id}`));
    // From one case study to a neighbour with a drawing: the drawing the app renders is not on the
    // page it leaves. A lone drawing is checked where the app renders it after the first page.
    for (const project of drawn) {
      await page.goto(`/projects/${project.id}`);
      const links = page.getByRole('navigation', { name: words.nearby }).locator('a[rel]');
      for (const link of await links.all()) {
        const next = drawnAt(await link.getAttribute('href'));
        if (!next || next === project) continue;
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/projects/${next.id}$`));
        const drawing = page
          .getByRole('button', { name: drawingAlt(next), exact: true })
          .locator('svg[data-drawing]');
        await expect(drawing.locator('text').first()).toBeVisible();
        return;
      }
    }
    // No case study with a drawing links to another: from the list to the first one's page.
    const [only] = drawn;
    await page.goto('/projects');
    await page.getByRole('link', { name: fill(words.readLabel, { title: only!.title }) }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${only!.id}$`));
    await expect(
      page
        .getByRole('button', { name: drawingAlt(only!), exact: true })
        .locator('svg[data-drawing] text')
        .first(),
    ).toBeVisible();
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test(
    'a picture is a link to its file, which opens on its own',
    needs('project-pictures'),
    async ({ page, content, request }) => {
      const project = content.projects.find((candidate) => candidate.images?.length)!;
      await page.goto('/projects');
      await openFolds(page);
      const { alt, src } = project.images![0]!;
      const link = page.getByRole('link', { name: alt, exact: true });
      await expect(link).toBeVisible();
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      if (src.endsWith('.svg')) {
        expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
        const file = await response.text();
        expect(file).toContain(`<title>${alt.replace(/&/g, '&amp;')}</title>`);
        expect(file).not.toMatch(/<script|\son\w+=/i);
      } else {
        expect(response.headers()['content-type']).toMatch(/^image\//);
      }
    },
  );
});

/** What each project's cover shows on the page: a loaded picture, a drawn drawing, or a made cover. */
function coversOf(page: Page, cards: string) {
  return page.locator(cards).evaluateAll((elements) =>
    elements.map((card) => {
      const covers = card.querySelectorAll<HTMLElement>('[data-framed]');
      const cover = covers[0];
      if (!cover) return { count: 0 };
      const box = cover.getBoundingClientRect();
      const image = cover.querySelector('img');
      const drawing = cover.querySelector('svg[data-drawing]');
      return {
        count: covers.length,
        width: box.width,
        ratio: box.width / box.height,
        shows: image
          ? image.complete && image.naturalWidth > 0
          : drawing
            ? drawing.childElementCount > 0
            : getComputedStyle(cover).backgroundImage !== 'none' && Boolean(cover.textContent?.trim()),
      };
    }),
  );
}

// On the home page's selected work and on /projects, at a phone's width and a desktop's.
test(
  'every project shows a picture where it is listed, in both schemes',
  tags(contentGate(), needs('projects')),
  async ({ page, content }) => {
    const lists = [
      { path: '/projects', cards: 'main article', count: content.projects.length },
      ...(content.homePage.work && content.projects.some((project) => project.featured)
        ? [
            {
              path: '/',
              cards: '#work li',
              count: content.projects.filter((project) => project.featured).length,
            },
          ]
        : []),
    ];
    for (const { path, cards, count } of lists) {
      for (const width of [375, 1440]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          await page.goto(path);
          // Pictures below the first screen load as they come into view.
          for (const cover of await page.locator(`${cards} [data-framed]`).all()) {
            await cover.scrollIntoViewIfNeeded();
            await expect
              .poll(() =>
                cover.evaluate((frame) => {
                  const image = frame.querySelector('img');
                  return !image || (image.complete && image.naturalWidth > 0);
                }),
              )
              .toBe(true);
          }
          const covers = await coversOf(page, cards);
          const where = `${path} at ${width} px, ${colorScheme}`;
          // Side by side at 1440, a card's story and facts stand level: neither column is left
          // empty beside the other (the facts of a project without pictures or a story shown stand
          // under its description, its cover beside them).
          if (path === '/projects' && width === 1440 && colorScheme === 'light') {
            const columns = await page.locator(cards).evaluateAll((elements) =>
              elements.flatMap((card) => {
                // How far each column's words and pictures reach (a grid stretches the boxes alike).
                const [story, facts] = ['story', 'facts'].map((part) => {
                  const column = card.querySelector(`[data-part="${part}"]`);
                  if (!column || column.children.length === 0) return undefined;
                  const { top } = column.getBoundingClientRect();
                  const bottom = Math.max(
                    ...[...column.children].map((child) => child.getBoundingClientRect().bottom),
                  );
                  // A picture alone beside the words is the card's picture, however short they are.
                  const pictureAlone =
                    column.children.length === 1 && column.children[0]!.matches('[data-framed]');
                  return { top, height: bottom - top, pictureAlone };
                });
                if (!story || !facts || Math.abs(story.top - facts.top) >= 2) return [];
                const taller = story.height > facts.height ? story : facts;
                return taller.pictureAlone ? [] : [{ story: story.height, facts: facts.height }];
              }),
            );
            for (const { story, facts } of columns)
              expect(Math.min(story, facts), `${where}: ${JSON.stringify(columns)}`).toBeGreaterThanOrEqual(
                Math.max(story, facts) * 0.3,
              );
          }
          expect(covers, where).toHaveLength(count);
          for (const cover of covers) {
            expect(cover.count, where).toBe(1);
            expect(cover.shows, where).toBe(true);
            expect(cover.width, where).toBeGreaterThanOrEqual(width < 800 ? 250 : 300);
            // 16:10, or on a phone 2:1, cut a little lower so the card takes less of a screen.
            expect([1.6, 2], where).toContain(Math.round(cover.ratio! * 10) / 10);
          }
        }
      }
    }
  },
);

// The cover's file is chosen by the widths the page says it is drawn at (`sizes`): a phone, a
// tablet and a desktop each take the smallest file that is sharp at the width the cover has.
test(
  'a listed project’s picture is the smallest sharp file',
  tags(contentGate(), needs('project-pictures')),
  async ({ browser, baseURL, content }) => {
    const screenshots = content.projects.filter((project) => {
      const first = project.images?.[0];
      return first && !isDrawing(first);
    }).length;
    for (const { width, scale } of [
      { width: 375, scale: 2 },
      { width: 768, scale: 2 },
      { width: 1440, scale: 1 },
    ]) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        deviceScaleFactor: scale,
      });
      const page = await context.newPage();
      await page.goto('/projects');
      const covers = await page.locator('main article [data-framed]:has(picture source) img').all();
      const where = `/projects at ${width} px, ${scale}×`;
      expect(covers, where).toHaveLength(screenshots);
      for (const cover of covers) {
        await cover.scrollIntoViewIfNeeded();
        await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
        const shown = await cover.evaluate((image: HTMLImageElement) => {
          // Each source's files with their widths; the chosen file's source gives the choices.
          const entries =
            [...image.parentElement!.querySelectorAll('source')]
              .map((source) =>
                source.srcset.split(', ').map((entry) => {
                  const [url, width] = entry.split(' ');
                  return { href: new URL(url!, location.href).href, width: Number.parseInt(width ?? '0') };
                }),
              )
              .find((files) => files.some((file) => file.href === image.currentSrc)) ?? [];
          const widths = entries.map((file) => file.width);
          const chosen = entries.find((file) => file.href === image.currentSrc)?.width;
          return { widths, chosen, drawn: image.getBoundingClientRect().width, src: image.currentSrc };
        });
        const needed = shown.drawn * scale;
        const sharp = shown.widths.filter((candidate) => candidate >= needed);
        const expected = sharp.length > 0 ? Math.min(...sharp) : Math.max(...shown.widths);
        expect(shown.chosen, `${where}: ${shown.src} drawn ${Math.round(shown.drawn)} px wide`).toBe(
          expected,
        );
      }
      await context.close();
    }
  },
);
