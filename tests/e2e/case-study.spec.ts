/**
 * A project's own page, as a reader reaches it: from the list without a page load, with its problem,
 * its approach and its head. The case study is code of its own (`pageFields`), which the list's page
 * never loads. Expectations come from the content; a site without case studies has no such page.
 */
import type { Response } from '@playwright/test';
import { fill } from '#src/lib/fill.ts';
import { needs, without } from './content-needs';
import { expect, test } from './fixtures';

// And its approach.
test(
  'a case study opens from the list without a page load, with its problem and head',
  needs('case-studies'),
  async ({ page, content }) => {
    const words = content.projectsPage.caseStudy!;
    const studied = content.projects.filter((project) => project.caseStudy);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto('/projects');
    // The list's page loads none of the case studies: no script it fetched holds a problem's words.
    const listScripts = await Promise.all(scripts.map((response) => response.text()));
    expect(listScripts.length).toBeGreaterThan(0);
    for (const project of studied) {
      const words = project.caseStudy!.problem.slice(0, 60);
      expect(
        listScripts.some((text) => text.includes(words)),
        project.id,
      ).toBe(false);
    }

    // A mark on the window a page load would wipe.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const [project] = studied;
    const study = project!.caseStudy!;
    await page.getByRole('link', { name: fill(words.readLabel, { title: project!.title }) }).click();
    await expect(page).toHaveURL(`/projects/${project!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project!.title);
    await expect(page.getByText(study.problem, { exact: true })).toBeVisible();
    for (const step of study.approach ?? [])
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    if (study.role) await expect(page.getByText(study.role, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(fill(words.title, { title: project!.title, name: content.profile.name }));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      project!.description ?? study.problem,
    );
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  },
);

test(
  'without case studies no project has a page of its own',
  without('case-studies'),
  async ({ request, content }) => {
    for (const project of content.projects)
      expect((await request.get(`/projects/${project.id}`)).status(), project.id).toBe(404);
    // Nor does the sitemap name one.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/\/projects\/[^<]+<\/loc>/);
  },
);
