import type { certifications } from './generated/certifications';

export type CertificationEntry = (typeof certifications)[number];
