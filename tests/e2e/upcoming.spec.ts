import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate, localDay, upcoming } from '#src/content/values/dates.ts';
import { fill } from '#src/lib/fill.ts';
import { needs, tags } from './content-needs';
import { contentGate, expect, test } from './fixtures';

/** A role starting after today stays: first on /experience, marked upcoming, and in resume.json. */
test(
  'a role starting after today is first on /experience, as upcoming',
  tags(contentGate(), needs('upcoming-job')),
  async ({ page, content, distDir }) => {
    const today = localDay(new Date());
    const ahead = content.jobs.filter((job) => upcoming(job.period, today));
    const { starting, upcoming: mark } = content.layout.dates;
    await page.goto('/experience');
    const roles = page.getByRole('region', { name: content.experiencePage.workHeading }).locator('h3, h4');
    await expect(roles.first()).toHaveText(ahead[0]!.role);
    const resume = JSON.parse(readFileSync(path.join(distDir, 'resume.json'), 'utf8')) as {
      work: { position: string; startDate: string; endDate?: string }[];
    };
    for (const job of ahead) {
      const card = page
        .locator('article, li')
        .filter({ has: page.getByRole('heading', { name: job.role }) })
        .last();
      await expect(card.getByText(mark!, { exact: true })).toBeVisible();
      if (job.period.end === null)
        await expect(card.locator('time')).toHaveText(
          fill(starting!, { date: formatDate(job.period.start, content.site.locale) }),
        );
      expect(resume.work.find((entry) => entry.position === job.role)).toMatchObject({
        startDate: job.period.start,
      });
    }
  },
);
