import { expect, test } from '../fixtures';

const jobs = [
  { period: 'July 2020 - Present', location: 'Sterling Heights, MI', type: 'Full-time' },
  { period: 'June 2012 - July 2020', location: 'Royal Oak, MI', type: 'Full-time' },
  { period: 'March 2006 - July 2012', location: 'Troy, MI', type: 'Full-time' },
  { period: 'February 2003 - March 2006', location: 'Southfield, MI', type: 'Full-time' },
  { period: 'June 1999 - February 2003', location: 'Troy, MI', type: 'Contract' },
];

test.describe('experience page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/experience');
  });

  test('a heading and four stat tiles', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = page.getByRole('main').locator('dl').first();
    await expect(tiles.getByRole('term')).toHaveText([
      'Years Experience',
      'Projects Delivered',
      'Teams Collaborated',
      'Technologies Mastered',
    ]);
    await expect(tiles.getByRole('definition')).toHaveText(['25+', '100+', '50+', '30+']);
  });

  test('five jobs, latest first, each with every field', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Work Experience' });
    const articles = section.getByRole('article');
    await expect(articles).toHaveCount(5);
    for (const [index, job] of jobs.entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(article.getByText(job.period, { exact: true })).toBeVisible();
      await expect(article.getByText(job.location, { exact: true })).toBeVisible();
      await expect(article.getByText(job.type, { exact: true })).toBeVisible();
      // Description (the MDX body) and impact shown; achievements and technologies one click away.
      await expect(article.locator('p').nth(1)).not.toBeEmpty();
      await expect(article.getByRole('complementary', { name: /^Impact at / })).not.toBeEmpty();
      const more = article.locator('summary');
      await expect(more).toHaveText('Key Achievements · Technologies');
      await expect(article.getByRole('heading', { name: 'Key Achievements' })).toBeHidden();
      await more.click();
      await expect(article.getByRole('heading', { name: 'Key Achievements' })).toBeVisible();
      expect(await article.getByRole('list').nth(1).getByRole('listitem').count()).toBeGreaterThan(1);
      expect(
        await article
          .getByRole('list', { name: /^Technologies at / })
          .getByRole('listitem')
          .count(),
      ).toBeGreaterThan(1);
    }
  });

  test('education: the coursework entry of 2012', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Education' });
    await expect(section.getByRole('article')).toHaveCount(1);
    await expect(section).toContainText('Computer Science');
    await expect(section).toContainText('2012');
    await expect(section).toContainText('Coursework Completed');
    expect(await section.getByRole('listitem').count()).toBeGreaterThan(1);
  });

  test('three certifications with the note about pursuing more', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Professional Certifications' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(section).toContainText(/continue to pursue certifications/i);
    // The spec writes the spans as 2001-2014; the site sets every range with the separator it uses for dates.
    for (const [from, to] of [
      [2001, 2014],
      [2008, 2014],
      [2003, 2012],
    ])
      await expect(section).toContainText(new RegExp(`${from}\\s*-\\s*${to}`));
    await expect(section.getByText('Microsoft', { exact: true })).toHaveCount(3);
  });

  test('sections can be linked by hash', async ({ page }) => {
    await page.goto('/experience#certifications');
    await expect(page.getByRole('heading', { name: 'Professional Certifications' })).toBeInViewport();
  });
});
