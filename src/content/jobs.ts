import { jobs, jobsText } from './generated/jobs';

export type JobEntry = (typeof jobs)[number];

/** A job's description as plain text, for formats without Markdown (the JSON Resume). */
export function jobText(job: JobEntry): string {
  return jobsText[job.id] ?? '';
}

/**
 * The jobs in their published order, with the roles held one after another at the same company
 * gathered, so a promotion reads as a progression rather than as separate jobs.
 */
export function jobsByCompany(list: readonly JobEntry[] = jobs): JobEntry[][] {
  const groups: JobEntry[][] = [];
  for (const job of list) {
    const last = groups.at(-1);
    if (last && last[0]!.company.trim().toLowerCase() === job.company.trim().toLowerCase()) last.push(job);
    else groups.push([job]);
  }
  return groups;
}
