import { jobs, jobsText } from './generated/jobs';

export type JobEntry = (typeof jobs)[number];

/** Jobs latest first, by when they started (never by file name). */
export function getJobs(): JobEntry[] {
  return [...jobs].sort((a, b) => b.period.start.localeCompare(a.period.start));
}

/** A job's description as plain text, for formats without Markdown (the JSON Resume). */
export function jobText(job: JobEntry): string {
  return jobsText[job.id] ?? '';
}
