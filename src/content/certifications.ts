import { certifications } from './generated/certifications';

export { certifications };
export type CertificationEntry = (typeof certifications)[number];
