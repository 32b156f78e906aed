/**
 * Detail that opens where a reader expects it (decision 025): a job's achievements and
 * technologies always, a skill group's notes and a project card's parts when the owner folds them
 * (`pages/skills.json` → `foldNotes`, `pages/projects.json` → `card.fold`). Each opens and closes
 * with the keyboard and without JavaScript; what the content does not fold shows without a click.
 */
import type { Locator, Page } from '@playwright/test';
import { needs, without } from './content-needs';
import { expect, pagesAt, test } from './fixtures';

/** Opens a disclosure from the keyboard, as a reader tabbing to it would, and checks it says so. */
async function openByKeyboard(page: Page, summary: Locator): Promise<void> {
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
}

test.describe('detail that opens', () => {
  // Its achievements and technologies.
  test("a job's details open under it and close again", needs('job-details'), async ({ page, content }) => {
    const { jobs, experiencePage } = content;
    await page.goto('/experience');
    const summaries = page.getByRole('main').locator('summary');
    const withDetail = jobs.filter((job) => job.achievements?.length || job.technologies?.length);
    await expect(summaries).toHaveCount(withDetail.length);
    const job = withDetail[0]!;
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: job.role }) })
      .first();
    const summary = article.locator('summary').first();
    await expect(summary).toContainText(
      job.achievements?.length
        ? experiencePage.job.achievementsHeading
        : experiencePage.job.technologiesHeading,
    );
    const inside = job.achievements?.[0] ?? job.technologies![0]!;
    await expect(article.getByText(inside, { exact: true })).toBeHidden();
    await openByKeyboard(page, summary);
    await expect(article.getByText(inside, { exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(article.getByText(inside, { exact: true })).toBeHidden();
  });

  // A project's card, folded as `card.fold` in pages/projects.json says.
  test(
    'a card opens what its owner folds, and shows the rest',
    needs('project-features'),
    async ({ page, content }) => {
      const { projects, projectsPage } = content;
      const fold = projectsPage.card.fold;
      const folded = new Set<string>(fold?.parts ?? []);
      const project = projects.find((entry) => entry.features?.length)!;
      await page.goto('/projects');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: project.title }) });
      const feature = card.getByText(project.features![0]!, { exact: true });
      // What the specification names and the owner does not fold shows at once.
      for (const outcome of project.outcomes ?? [])
        await expect(card.getByText(outcome, { exact: true })).toBeVisible();
      if (!fold || !folded.has('features')) {
        await expect(feature).toBeVisible();
        await expect(card.locator('summary')).toHaveCount(0);
        return;
      }
      const summary = card.locator('summary');
      await expect(summary).toHaveText(fold.summary);
      await expect(feature).toBeHidden();
      await openByKeyboard(page, summary);
      await expect(feature).toBeVisible();
    },
  );

  // Or fold under one line the owner names: `foldNotes` in pages/skills.json.
  test(
    "a skill group's notes show under each skill, or fold",
    needs('skill-notes'),
    async ({ page, content }) => {
      const { skills, skillsPage } = content;
      const group = skills.groups!.find((entry) => entry.items.some((item) => item.description))!;
      await page.goto('/skills');
      const section = page.getByRole('region', { name: group.title });
      const item = group.items.find((entry) => entry.description)!;
      const note = section.getByText(item.description!, { exact: true });
      // The name and level show without a click either way.
      await expect(section.getByText(item.name, { exact: true }).first()).toBeVisible();
      if (item.level) await expect(section.getByText(item.level, { exact: true }).first()).toBeVisible();
      if (!skillsPage.foldNotes) {
        await expect(note).toBeVisible();
        return;
      }
      const summary = section.locator('summary');
      await expect(summary).toHaveText(skillsPage.foldNotes);
      await expect(note).toBeHidden();
      await openByKeyboard(page, summary);
      await expect(note).toBeVisible();
    },
  );

  // Without anything to fold, the page that would fold it has no part that opens.
  for (const [need, path, title] of [
    ['job-details', '/experience', 'without a job’s achievements or technologies, nothing opens'],
    ['project-features', '/projects', 'without features no project card has a part that opens'],
    ['skill-notes', '/skills', 'without notes no skill has a part that opens'],
  ] as const)
    test(title, without(need), async ({ page, routes, site, request }) => {
      for (const shown of await pagesAt(path, { routes, site, request })) {
        await page.goto(shown);
        await expect(page.getByRole('main').locator('summary')).toHaveCount(0);
      }
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('a click opens and closes what folds', needs('job-achievements'), async ({ page, content }) => {
      const job = content.jobs.find((entry) => entry.achievements?.length)!;
      await page.goto('/experience');
      const article = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: job.role }) })
        .first();
      const achievement = article.getByText(job.achievements![0]!, { exact: true });
      await expect(achievement).toBeHidden();
      await article.locator('summary').first().click();
      await expect(achievement).toBeVisible();
      await article.locator('summary').first().click();
      await expect(achievement).toBeHidden();
    });
  });
});
