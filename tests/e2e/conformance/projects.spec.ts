import { expect, test } from '../fixtures';

const titles = {
  trading: 'Algorithmic Trading Systems',
  realEstate: 'Real Estate Platform Enhancement',
  api: 'Financial Services API Platform',
};

test.describe('projects page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects');
  });

  test('filter buttons: All first and pressed by default, one pressed at a time', async ({ page }) => {
    const group = page.getByRole('group', { name: 'Filter projects by category' });
    const buttons = group.getByRole('button');
    await expect(buttons).toHaveText([
      'All',
      'Financial Technology',
      'Full Stack Development',
      'Enterprise Architecture',
    ]);
    await expect(group.getByRole('button', { pressed: true })).toHaveText('All');
    await expect(page.getByRole('article')).toHaveCount(3);

    await group.getByRole('button', { name: 'Full Stack Development' }).click();
    await expect(group.getByRole('button', { pressed: true })).toHaveText('Full Stack Development');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles.realEstate);
    await expect(page.getByText('Showing 1 of 3 projects')).toBeVisible();

    await group.getByRole('button', { name: 'Enterprise Architecture' }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles.api);
    await group.getByRole('button', { name: 'Financial Technology' }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles.trading);
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);

    await group.getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText('Showing 3 of 3 projects')).toBeVisible();
  });

  test('each project shows every part', async ({ page }) => {
    const expected = [
      {
        title: titles.trading,
        category: 'Financial Technology',
        year: '2022 - Present',
        status: 'Active Development',
        tone: 'warning',
        highlights: true,
        challenges: true,
      },
      {
        title: titles.realEstate,
        category: 'Full Stack Development',
        year: '2020 - Present',
        status: 'Production',
        tone: 'success',
        highlights: true,
        challenges: true,
      },
      {
        title: titles.api,
        category: 'Enterprise Architecture',
        year: '2012 - 2020',
        status: 'Production',
        tone: 'success',
        highlights: true,
        challenges: true,
      },
    ];
    for (const project of expected) {
      const article = page.getByRole('article', { name: project.title });
      await expect(article.getByText(project.category, { exact: true })).toBeVisible();
      await expect(article.getByText(project.year, { exact: true })).toBeVisible();
      await expect(article.locator('[data-tone]').first()).toHaveText(project.status);
      await expect(article.locator('[data-tone]').first()).toHaveAttribute('data-tone', project.tone);
      for (const heading of ['Technologies', 'Key Features', 'Key Outcomes']) {
        await expect(article.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      if (project.highlights) {
        await expect(article.getByRole('heading', { name: 'Technical Highlights' })).toBeVisible();
        expect(await article.getByRole('list', { name: / in numbers$/ }).count()).toBeGreaterThan(0);
      }
      if (project.challenges)
        await expect(article.getByRole('heading', { name: 'Challenges Solved' })).toBeVisible();
      expect(await article.locator('p').count()).toBeGreaterThan(2);
    }
  });

  test('link buttons appear only where the project has those links', async ({ page, context }) => {
    const trading = page.getByRole('article', { name: titles.trading });
    await expect(trading.getByRole('link')).toHaveCount(0);
    for (const name of ['Documentation', 'Live Demo']) {
      const button = trading.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
    }

    const realEstate = page.getByRole('article', { name: titles.realEstate });
    const live = realEstate.getByRole('link', { name: /^View Live/ });
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(live).toHaveAttribute('href', /^https:\/\//);
    await expect(realEstate.getByRole('link', { name: /^View Code/ })).toHaveCount(0);
    await expect(realEstate.getByRole('button')).toHaveCount(0);

    const api = page.getByRole('article', { name: titles.api });
    await expect(api.getByRole('link')).toHaveCount(0);
    await expect(api.getByRole('button')).toHaveCount(0);

    // The placeholders go nowhere.
    await trading.getByRole('button', { name: /^Documentation/ }).click({ force: true });
    await expect(page).toHaveURL('/projects');
    expect(context.pages()).toHaveLength(1);
  });

  test('the closing panel leads to the contact page', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Interested in Technical Details?' });
    await expect(panel.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    await panel.getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL('/contact');
  });
});
