import { certifications } from './generated/certifications';

export type CertificationEntry = (typeof certifications)[number];

/** Certifications with the most recently held first; among equals, the longest held first. */
export function getCertifications(): CertificationEntry[] {
  return [...certifications].sort(
    (a, b) => (b.period.end ?? Infinity) - (a.period.end ?? Infinity) || a.period.start - b.period.start,
  );
}
