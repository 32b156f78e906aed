/**
 * `npm run hosts`: writes the hosts' root configuration, `netlify.toml` and `vercel.json`, from the
 * one source of the headers (lib/security-headers.ts). Run it after changing the policy, or with the
 * contact settings a Vercel deployment builds with (`VITE_CONTACT_SERVICE` and the rest), and commit
 * the result; a unit test fails while the committed files and the source disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contactDelivery, securityOptionsFor } from './contact-endpoint.ts';
import { netlifyToml, vercelConfig } from './host-config.ts';
import { securityHeaders } from './security-headers.ts';
import { projectDir } from '#lib/project-dir.ts';

const rootDir = projectDir;

try {
  const headers = securityHeaders(securityOptionsFor(contactDelivery(rootDir)));
  writeFileSync(path.join(rootDir, 'netlify.toml'), netlifyToml());
  writeFileSync(path.join(rootDir, 'vercel.json'), vercelConfig(headers));
  console.log('✓ wrote netlify.toml and vercel.json');
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
