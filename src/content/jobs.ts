import { jobsText, type jobs } from './generated/jobs';

export type JobEntry = (typeof jobs)[number];

/** A job's description as plain text, for formats without Markdown (the JSON Resume). */
export function jobText(job: JobEntry): string {
  return jobsText[job.id] ?? '';
}
