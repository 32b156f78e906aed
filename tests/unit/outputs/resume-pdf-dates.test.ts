import { describe, expect, it } from 'vitest';
import { jobs, layout, resume } from '#src/content/index.ts';
import { dateText, spanText } from '#src/lib/dates.ts';
import { fill } from '#src/lib/fill.ts';
import { resumeContent } from '#outputs/resume-pdf/content.ts';

/** The dates the PDF prints beside each job, on `today`. */
const jobDates = (today: string) =>
  resumeContent(today)
    .sections.find((section) => section.heading === resume.headings.experience)!
    .entries.map((entry) => entry.date);

describe("the PDF résumé's jobs", () => {
  // With its end when it gives one.
  it('reads a role starting after today as starting then, with any end', () => {
    const starting = layout.dates.starting!;
    expect(jobDates('1990-01-01')).toEqual(
      jobs.map(({ period }) =>
        fill(starting, {
          date:
            period.end === null || period.end === period.start ? dateText(period.start) : spanText(period),
        }),
      ),
    );
  });

  it('reads a role begun as its span', () => {
    expect(jobDates('2999-01-01')).toEqual(jobs.map(({ period }) => spanText(period)));
  });
});
