/**
 * The Writing page and a post, as a reader uses them: the list filtered by tag, a post reached from
 * the list without a page load (its body is code of its own), and the way on to its neighbours.
 * Expectations come from the content; a site without posts has neither page (the pages' own gates
 * check that they answer 404), and runs none of these tests.
 */
import type { Page } from '@playwright/test';
import type { SiteContent } from '#src/content/config.ts';
import { fill } from '#src/lib/fill.ts';
import { needs } from './content-needs';
import { expect, test } from './fixtures';

/** The posts with a tag, in their published order. */
const tagged = (content: SiteContent, tag: string) =>
  content.posts.filter((post) => (post.tags ?? []).includes(tag)).map((post) => post.title);

/** The titles of the posts the Writing page lists, in its order. */
const listed = (page: Page, words: NonNullable<SiteContent['writingPage']>) =>
  page.getByRole('region', { name: words.listHeading }).getByRole('heading', { level: 3 }).allTextContents();

test('the Writing page lists every post, newest first', needs('posts'), async ({ page, content }) => {
  await page.goto('/writing');
  expect(await listed(page, content.writingPage!)).toEqual(content.posts.map((post) => post.title));
});

test('choosing a tag shows its posts and says how many', needs('post-tags'), async ({ page, content }) => {
  const words = content.writingPage!;
  await page.goto('/writing');
  const titles = () => listed(page, words);
  const tags = [...new Set(content.posts.flatMap((post) => post.tags ?? []))];
  const filter = page.getByRole('group', { name: words.tags.label });
  for (const tag of tags) {
    await filter.getByRole('button', { name: tag, exact: true }).click();
    await expect(filter.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(titles).toEqual(tagged(content, tag));
    await expect(
      page.getByText(
        fill(words.tags.count, { shown: tagged(content, tag).length, total: content.posts.length }),
      ),
    ).toBeVisible();
  }
  await filter.getByRole('button', { name: words.tags.all, exact: true }).click();
  await expect.poll(titles).toEqual(content.posts.map((post) => post.title));
});

test(
  'a post opens from the list without a page load, with its body, head and neighbours',
  needs('posts'),
  async ({ page, content }) => {
    const words = content.writingPage!;
    const newest = content.posts[0]!;
    const older = content.posts[1];
    await page.goto('/writing');
    // A mark on the window a page load would wipe.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: newest.title, exact: true }).click();
    await expect(page).toHaveURL(`/writing/${newest.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page).toHaveTitle(
      fill(words.post.title, { title: newest.title, name: content.profile.name }),
    );
    // The body arrived: its first paragraph is under the heading, in the article.
    await expect(page.getByRole('article').locator('p').nth(2)).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    const nearby = page.getByRole('navigation', { name: words.post.nearby });
    if (older) {
      await nearby
        .getByRole('link', { name: new RegExp(older.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .click();
      await expect(page).toHaveURL(`/writing/${older.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(older.title);
    }
    await page
      .getByRole('navigation', { name: words.post.nearby })
      .getByRole('link', { name: words.post.all })
      .click();
    await expect(page).toHaveURL('/writing');
  },
);
