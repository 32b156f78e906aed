/**
 * The owner's selected work on the home page, as a visitor meets it: the featured projects before
 * what the owner offers, each with its one outcome, each a link to the project. Expectations come
 * from the content; a site with no featured project has no such section.
 */
import { isDrawing, needs, without } from './content-needs';
import { expect, test } from './fixtures';

// Each to its project.
test(
  'the home page shows the featured work before the services, each linked',
  needs('featured-work'),
  async ({ page, content }) => {
    const { homePage, projects, projectsPage } = content;
    const featured = projects.filter((project) => project.featured);
    await page.goto('/');
    const work = homePage.work!;
    const section = page.getByRole('region', { name: work.heading });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      featured.map((project) => project.title),
    );
    for (const project of featured) {
      const outcome = project.outcomes?.[0];
      if (outcome) await expect(section.getByText(outcome, { exact: true })).toBeVisible();
    }
    // The work comes before the services.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    if (homePage.strengths) {
      expect(headings.indexOf(work.heading)).toBeLessThan(headings.indexOf(homePage.strengths.heading));
    }

    // A project with a case study leads to it, without a page load; any other to its card.
    const [first] = featured;
    await section.getByRole('link', { name: first!.title }).click();
    if (first!.caseStudy && projectsPage.caseStudy) {
      await expect(page).toHaveURL(new RegExp(`/projects/${first!.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    } else {
      await expect(page).toHaveURL(new RegExp(`/projects#project-${first!.id}$`));
      await expect(page.locator(`#project-${first!.id}`)).toBeInViewport();
    }
    await page.goBack();
    await expect(section.getByRole('link', { name: work.all.label })).toHaveAttribute('href', work.all.href);
  },
);

test(
  'without featured work the home page has no work section',
  without('featured-work'),
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#work')).toHaveCount(0);
  },
);

// At a desktop's width: beside the name, inside the first screen, leading to the project.
test(
  'without a photo, the first screen shows the owner’s work beside their name',
  needs('work-in-hero'),
  async ({ page, content }) => {
    // The first featured project whose first picture is a screenshot or photo.
    const featured = content.projects.find((project) => {
      const first = project.images?.[0];
      return project.featured && first && !isDrawing(first);
    })!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const work = hero.getByRole('link', { name: featured.title });
    const screenshot = work.getByRole('img', { name: featured.images![0]!.alt, exact: true });
    await expect(screenshot).toBeInViewport({ ratio: 1 });
    await expect(screenshot).toHaveJSProperty('complete', true);
    const name = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
    const shown = (await screenshot.boundingBox())!;
    expect(shown.x).toBeGreaterThan(name.x + name.width);
    expect(shown.width).toBeGreaterThan(400);
    // The initials are a small mark beside the availability line, not the hero.
    const mark = hero.locator('svg:has(circle)');
    await expect(mark).toHaveCount(1);
    expect((await mark.boundingBox())!.width).toBeLessThanOrEqual(48);
    await work.click();
    const path = featured.caseStudy ? `/projects/${featured.id}` : `/projects#project-${featured.id}`;
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  },
);

// At 375 px: one card tall, the next card showing at the edge, each brought into view by Tab.
test(
  'on a phone the selected work is one row that scrolls sideways',
  needs('featured-row'),
  async ({ page, content }) => {
    const featured = content.projects.filter((project) => project.featured);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const section = page.getByRole('region', { name: content.homePage.work!.heading });
    const cards = section.getByRole('listitem');
    const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const list = section.getByRole('list');
    expect(await list.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The next card shows at the window's edge, so the row says there is more.
    const second = (await cards.nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(375);
    const last = featured.at(-1)!;
    await section.getByRole('link', { name: last.title }).focus();
    await expect(section.getByRole('link', { name: last.title })).toBeInViewport({ ratio: 1 });
  },
);
