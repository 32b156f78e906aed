import path from 'node:path';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadContent } from '../../scripts/content/load.ts';
import type { Profile } from '../../src/content/schemas.ts';
import { expect, siteRoutes, test } from './fixtures';

/** The owner's profile as content/ has it. */
function profile(): Profile {
  const result = loadContent({ rootDir: path.resolve(import.meta.dirname, '../..') });
  if (!result.ok) throw new Error('content/ has problems: run npm run check:content');
  return result.content.find((loaded) => loaded.collection.name === 'profile')!.entries[0]!.data as Profile;
}

/** The page printed to a PDF by the browser (A4 unless told), as the text of each printed page. */
async function printedPages(page: Page, format: 'A4' | 'Letter' = 'A4'): Promise<string[]> {
  const pdf = await page.pdf({ format });
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/** Text without any white space, so words the PDF split across lines still match. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

test.describe('printing /experience gives a résumé', () => {
  test('page 1 opens with the name, title and contact details, then the jobs', async ({ page }) => {
    await page.goto('/experience');
    const { name, title, email, phone, website } = profile();
    // A header for paper only: the screen has the site's header and footer.
    await expect(page.getByRole('main').getByText(email, { exact: true })).toBeHidden();
    const [first] = await printedPages(page);
    const header = [name, title, email, phone, website.replace(/^https?:\/\//, '').replace(/\/$/, '')];
    expect(squeeze(first!).startsWith(squeeze(header.join('')))).toBe(true);
    const firstRole = (await page
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .textContent())!;
    expect(squeeze(first!)).toContain(squeeze(firstRole));
  });

  test('every job, the education and the certifications, on a handful of pages', async ({ page }) => {
    await page.goto('/experience');
    const companies = await page.getByRole('article').locator('header p').allTextContents();
    expect(companies).toHaveLength(5);
    const pages = await printedPages(page);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(8);
    const all = squeeze(pages.join(' '));
    for (const name of [...companies, 'Work Experience', 'Education', 'Professional Certifications']) {
      expect(all).toContain(squeeze(name));
    }
  });

  test('no navigation or buttons; outside links show their addresses', async ({ page }) => {
    await page.goto('/experience');
    const all = squeeze((await printedPages(page)).join(' '));
    for (const absent of ['Skip to content', 'Open menu', 'HomeExperienceSkillsProjectsContact']) {
      expect(all).not.toContain(squeeze(absent));
    }
    expect(all).toContain('(https://www.linkedin.com/in/example)');
    expect(all).toContain('(https://example.com)');
  });

  test('certifications and education are not split across pages', async ({ page }) => {
    await page.goto('/experience');
    const entries = await page.locator('#education article, #certifications li').evaluateAll((elements) =>
      elements.map((element) => ({
        first: element.querySelector('h3')!.textContent!,
        last: element.querySelector('p:last-of-type, ul:last-child li:last-child')!.textContent!,
      })),
    );
    expect(entries).toHaveLength(4);
    const pages = (await printedPages(page)).map(squeeze);
    for (const entry of entries) {
      const starts = pages.findIndex((text) => text.includes(squeeze(entry.first)));
      const ends = pages.findIndex((text) => text.includes(squeeze(entry.last).slice(-40)));
      expect(starts, entry.first).toBeGreaterThanOrEqual(0);
      expect(ends, entry.first).toBe(starts);
    }
  });

  test('black on white: no coloured text or card backgrounds', async ({ page }) => {
    await page.goto('/experience');
    await page.emulateMedia({ media: 'print' });
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        text: style('#work article li span').color,
        heading: style('main h1').color,
        page: style('body').backgroundColor,
        card: style('main article').backgroundColor,
        company: style('main article header p').color,
      };
    });
    expect(colours).toEqual({
      text: 'rgb(0, 0, 0)',
      heading: 'rgb(0, 0, 0)',
      page: 'rgb(255, 255, 255)',
      card: 'rgb(255, 255, 255)',
      company: 'rgb(0, 0, 0)',
    });
  });
});

test.describe('the other pages print sensibly', () => {
  for (const route of siteRoutes.filter((r) => r.path !== '/experience')) {
    test(`${route.path} prints its content without the interface`, async ({ page }) => {
      await page.goto(route.path);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const pages = await printedPages(page);
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(8);
      const all = squeeze(pages.join(' '));
      expect(all).toContain(squeeze(heading));
      for (const absent of ['Open menu', 'Send Message', 'Showing 3 of 3 projects', 'View My Work']) {
        expect(all).not.toContain(squeeze(absent));
      }
    });
  }
});

test.describe('no blank pages, on either paper size', () => {
  for (const route of siteRoutes) {
    test(`${route.path} prints no empty page on A4 or Letter`, async ({ page }) => {
      await page.goto(route.path);
      for (const format of ['A4', 'Letter'] as const) {
        const pages = await printedPages(page, format);
        const empty = pages.flatMap((text, index) => (text.trim() === '' ? [index + 1] : []));
        expect(empty, `${format}: empty pages`).toEqual([]);
      }
    });
  }
});

test('/skills prints compactly: whole cards in columns, at most six A4 pages', async ({ page }) => {
  await page.goto('/skills');
  const groups = await page.locator('#proficiencies h3').allTextContents();
  const pages = await printedPages(page);
  expect(pages.length).toBeLessThanOrEqual(6);
  const all = squeeze(pages.join(' '));
  for (const group of groups) expect(all).toContain(squeeze(group));
});
