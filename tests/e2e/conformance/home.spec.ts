import { expect, test } from '../fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the hero: availability, name, title, intro and the two buttons', async ({ page }) => {
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText('Available for new projects')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Richard Hale');
    await expect(hero.getByText('Full Stack Developer & Software Architect', { exact: true })).toBeVisible();
    await expect(hero.locator('p').nth(1)).not.toBeEmpty();
    await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '/projects');
    await expect(hero.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
    // The portrait: AVIF at the width the layout needs, its shape reserved by width and height.
    const photo = hero.getByRole('img', { name: /.+/ }).and(page.locator('img'));
    await expect(photo).toHaveJSProperty('complete', true);
    const shown = await photo.evaluate((image: HTMLImageElement) => ({
      source: new URL(image.currentSrc).pathname,
      naturalRatio: image.naturalWidth / image.naturalHeight,
      declaredRatio: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
    }));
    expect(shown.source).toMatch(/\.avif$/);
    expect(shown.declaredRatio).toBeCloseTo(shown.naturalRatio, 2);
    await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w, /);
  });

  test('eight technologies, each named by a tooltip on hover and on keyboard focus', async ({ page }) => {
    const names = ['React', 'TypeScript', '.NET', 'Node.js', 'Docker', 'AWS', 'MongoDB', 'PostgreSQL'];
    const section = page.getByRole('region', { name: 'Technologies I Work With' });
    const marks = section.getByRole('img');
    await expect(marks).toHaveCount(8);
    for (const [index, name] of names.entries()) {
      await expect(marks.nth(index)).toHaveAccessibleName(name);
    }
    const tooltip = (name: string) => section.getByRole('tooltip').filter({ hasText: name });
    await expect(tooltip('Docker')).not.toBeVisible();
    await marks.nth(4).hover();
    await expect(tooltip('Docker')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip('Docker')).not.toBeVisible();

    await marks.nth(1).focus();
    await expect(tooltip('TypeScript')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip('TypeScript')).not.toBeVisible();
    await page.keyboard.press('Tab');
    await expect(marks.nth(2)).toBeFocused();
    await expect(tooltip('.NET')).toBeVisible();
  });

  test('the stats band: 25+, 100+, 50+ and 1M+', async ({ page }) => {
    const stats = page.getByRole('definition');
    const terms = page.getByRole('term');
    await expect(terms).toHaveText([
      'Years Experience',
      'Projects Delivered',
      'Happy Clients',
      'Lines of Code',
    ]);
    await expect(stats).toHaveText(['25+', '100+', '50+', '1M+']);
  });

  test('"What I Bring to the Table" has its six cards', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What I Bring to the Table' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Full Stack Development',
      'Cloud Architecture',
      'AI Integration',
      'DevOps & CI/CD',
      'Team Leadership',
      'Performance Optimization',
    ]);
    await expect(section.getByRole('listitem')).toHaveCount(6);
  });

  test('the closing call to action leads to contact and experience', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'View Experience' })).toHaveAttribute('href', '/experience');
    await page.getByRole('link', { name: 'Start a Conversation' }).click();
    await expect(page).toHaveURL('/contact');
    await page.goBack();
    await page.getByRole('link', { name: 'View Experience' }).click();
    await expect(page).toHaveURL('/experience');
  });

  test('the footer bio says 19+ years while the home stat says 25+', async ({ page }) => {
    await expect(page.getByRole('contentinfo')).toContainText('19+ years');
    await expect(page.getByRole('main')).not.toContainText('19+');
    await expect(page.getByRole('main').getByText('25+')).toBeVisible();
  });
});
