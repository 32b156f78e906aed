/**
 * A résumé imported into the project's content as a new owner imports theirs (each corpus build):
 * what is published holds nothing of the person whose content it replaced (the sample's, on a
 * fresh clone): not their name, their posts or their languages, on any page, feed, sitemap entry,
 * JSON Resume or PDF.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { documentText, openPdf } from '../support/pdf.ts';
import { contentGate, expect, projectDir, test } from './fixtures';

const sourceDir = path.join(projectDir, 'content');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The replaced content's owner, posts (by id) and other languages (by code). */
function replaced(contentDir: string) {
  const postsDir = path.join(contentDir, 'writing');
  const posts = existsSync(postsDir)
    ? readdirSync(postsDir).flatMap((file) => {
        const id = /^id:\s*['"]?([\w-]+)/m.exec(readFileSync(path.join(postsDir, file), 'utf8'))?.[1];
        return id ? [id] : [];
      })
    : [];
  const languages = (
    (readJson(path.join(contentDir, 'site.json')).languages ?? []) as { locale: string }[]
  ).map(({ locale }) => locale.split('_')[0]!);
  return { name: String(readJson(path.join(contentDir, 'profile.json')).name), posts, languages };
}

/** Every file of the build, relative to it. */
const builtFiles = (distDir: string) =>
  readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));

test(
  'nothing of the person whose content the import replaced is published',
  contentGate(),
  async ({ distDir, contentDir }) => {
    const before = replaced(sourceDir);
    const after = replaced(contentDir);
    expect(after.name, 'the build is of an imported résumé, not of the content it replaced').not.toBe(
      before.name,
    );
    const files = builtFiles(distDir);
    const texts = files.filter((file) => /\.(html|xml|json|txt|webmanifest)$/.test(file));
    expect(texts.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of texts) {
      const text = readFileSync(path.join(distDir, file), 'utf8');
      if (text.includes(before.name)) found.push(`${file}: the name "${before.name}"`);
      for (const id of before.posts.filter((post) => !after.posts.includes(post)))
        if (text.includes(`/writing/${id}`)) found.push(`${file}: the post ${id}`);
    }
    for (const code of before.languages.filter((language) => !after.languages.includes(language)))
      if (files.some((file) => file.startsWith(`${code}/`)))
        found.push(`${code}/: the site in that language`);
    const pdfs = files.filter((file) => file.endsWith('.pdf'));
    expect(pdfs.length, 'the build has its PDF résumé').toBeGreaterThan(0);
    for (const file of pdfs) {
      const text = await documentText(await openPdf(readFileSync(path.join(distDir, file))));
      if (text.includes(before.name)) found.push(`${file}: the name "${before.name}"`);
    }
    expect(found).toEqual([]);
  },
);
