import { expect, test } from '../fixtures';

const groups = [
  'Programming Languages',
  'Frontend Development',
  'Backend Development',
  'Databases & Storage',
  'DevOps & Cloud',
  'AI & Machine Learning',
  'Testing & Quality',
  'Architecture & Best Practices',
];

test.describe('skills page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/skills');
  });

  test('the heading leads with the current year minus 2008, then a plus', async ({ page }) => {
    const years = new Date().getFullYear() - 2008;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${years}\\+ \\S`));
  });

  test('Core Technology Stack: sixteen tiles, each with a name and a description', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Core Technology Stack' });
    const tiles = section.getByRole('listitem');
    await expect(tiles).toHaveCount(16);
    for (const tile of await tiles.all()) {
      await expect(tile.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(tile.locator('p')).not.toBeEmpty();
      await expect(tile.locator('svg use')).toHaveCount(1);
    }
  });

  test('eight proficiency groups, the last "Architecture & Best Practices"', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Detailed Technical Proficiencies' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups);
  });

  test('each skill shows its name, a level badge coloured by level, years and a description', async ({
    page,
  }) => {
    const tones = { Expert: 'success', Advanced: 'info', Intermediate: 'warning', Learning: 'neutral' };
    const section = page.getByRole('region', { name: 'Detailed Technical Proficiencies' });
    const items = section.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(30);
    const seen = new Set<string>();
    for (const item of await items.all()) {
      const badge = item.locator('[data-tone]');
      const level = (await badge.textContent()) as keyof typeof tones;
      expect(Object.keys(tones)).toContain(level);
      await expect(badge).toHaveAttribute('data-tone', tones[level]);
      seen.add(level);
      await expect(item).toContainText(/\d+\+? years?/);
      await expect(item).not.toContainText(/\b1 years/);
      await expect(item.locator('p')).not.toBeEmpty();
    }
    expect([...seen].sort()).toEqual(Object.keys(tones).sort());
    // The colours differ: green, blue, yellow, grey.
    const colour = (level: string) =>
      section
        .locator('[data-tone]', { hasText: new RegExp(`^${level}$`) })
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const colours = await Promise.all(Object.keys(tones).map(colour));
    expect(new Set(colours).size).toBe(4);
  });

  test('four implementation cards and three summary cards with three ratings each', async ({ page }) => {
    const implementations = page.getByRole('region', { name: 'Real-World Implementation Experience' });
    await expect(implementations.getByRole('heading', { level: 3 })).toHaveCount(4);
    const summaries = page.getByRole('region', { name: 'Expertise at a Glance' });
    await expect(summaries.getByRole('heading', { level: 3 })).toHaveText([
      'Database Mastery',
      'AI Integration',
      'DevOps Excellence',
    ]);
    for (const card of await summaries.getByRole('listitem').all()) {
      await expect(card.getByRole('term')).toHaveCount(3);
      await expect(card.getByRole('definition')).toHaveCount(3);
    }
  });

  test('sections and groups can be linked by hash', async ({ page }) => {
    for (const id of ['core', 'proficiencies', 'soft-skills', 'implementations', 'summaries']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await page.goto('/skills#soft-skills');
    await expect(page.getByRole('heading', { name: 'Architecture & Best Practices' })).toBeInViewport();
  });
});
