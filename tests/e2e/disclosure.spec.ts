/**
 * Detail that opens where a reader expects it (decision 025): a job's achievements and
 * technologies always, a skill group's notes and a project card's parts when the owner folds them
 * (`pages/skills.json` → `foldNotes`, `pages/projects.json` → `card.fold`). Each opens and closes
 * with the keyboard and without JavaScript; what the content does not fold shows without a click.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens a disclosure from the keyboard, as a reader tabbing to it would, and checks it says so. */
async function openByKeyboard(page: Page, summary: Locator): Promise<void> {
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
}

test.describe('detail that opens', () => {
  test("a job's achievements and technologies open under it and close again", async ({ page, content }) => {
    const { jobs, experiencePage } = content;
    await page.goto('/experience');
    const summaries = page.getByRole('main').locator('summary');
    const withDetail = jobs.filter((job) => job.achievements?.length || job.technologies?.length);
    await expect(summaries).toHaveCount(withDetail.length);
    const job = withDetail[0];
    if (!job) return;
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

  test('a project card shows what its owner does not fold, and opens what they do', async ({
    page,
    content,
  }) => {
    const { projects, projectsPage } = content;
    const fold = projectsPage.card.fold;
    const folded = new Set<string>(fold?.parts ?? []);
    const project = projects.find((entry) => entry.features?.length);
    await page.goto('/projects');
    if (!project) {
      await expect(page.getByRole('main').locator('summary')).toHaveCount(0);
      return;
    }
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
  });

  // The line is `foldNotes` in pages/skills.json.
  test("a skill group's notes show under each skill, or fold under the owner's line", async ({
    page,
    content,
  }) => {
    const { skills, skillsPage } = content;
    const group = skills.groups?.find((entry) => entry.items.some((item) => item.description));
    await page.goto('/skills');
    if (!group) {
      await expect(page.getByRole('main').locator('summary')).toHaveCount(0);
      return;
    }
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
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('a click opens and closes what folds', async ({ page, content }) => {
      const job = content.jobs.find((entry) => entry.achievements?.length);
      await page.goto('/experience');
      if (!job) {
        await expect(page.getByRole('main').locator('summary')).toHaveCount(0);
        return;
      }
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
