/**
 * The corpus entries whose owners write in another language bring the site's words in it
 * (`words/`): every word of the pages' copy, so the site they build speaks one language.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatPath } from '#engine/positions.ts';
import { loadPublished } from '#site-content/content.ts';
import { careerPaths, keptCollections } from '#import/write/page-copy.ts';
import { writeCorpusContent } from '../../e2e/corpus-content';

const projectDir = path.resolve(import.meta.dirname, '../../..');
/** The specification's content, frozen: the words every owner's copy has, in its structure. */
const sampleDir = path.join(projectDir, 'tests/spec-content');
const scratch = mkdtempSync(path.join(tmpdir(), 'corpus-words-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Fields that are settings, addresses or values the form sends, not words a visitor reads. */
const notWords =
  /^(\$schema|url|image|locale|twitterHandle|accent\..*|.*\.href|.*\.value|.*\.icon|messageLimit|form\.messageLimit)$/;
/** Maps from the owner's words to colours: replaced whole by the words, not field by field. */
const wordMaps = /^(levels|statusTones)(\.|$)/;

/** The paths of every text of a JSON value. */
function textPaths(value: unknown, path: PropertyKey[] = []): string[] {
  if (typeof value === 'string') return [formatPath(path)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

const owners = [
  { name: 'francais', locale: 'fr_FR', present: 'aujourd’hui', home: 'Accueil' },
  { name: 'ukrainian', locale: 'uk_UA', present: 'дотепер', home: 'Головна' },
  { name: 'arabic', locale: 'ar_EG', present: 'حتى الآن', home: 'الرئيسية' },
];

describe.each(owners)('$name', ({ name, locale, present, home }) => {
  const wordsDir = path.join(projectDir, 'tests/corpus', name, 'words');

  it('has every word of the pages’ copy, the layout, the résumé and the page titles', () => {
    for (const collection of keptCollections) {
      // A file of words the sample does not have (the Writing page's, for posts) has none to translate.
      const sampleFile = path.join(sampleDir, collection.source);
      if (!existsSync(sampleFile)) continue;
      const sample: unknown = JSON.parse(readFileSync(sampleFile, 'utf8'));
      const career = careerPaths(collection.schema).map(formatPath);
      const words = path.join(wordsDir, collection.source);
      expect(existsSync(words), collection.source).toBe(true);
      const translated = new Set(textPaths(JSON.parse(readFileSync(words, 'utf8'))));
      const missing = textPaths(sample).filter(
        (field) =>
          !notWords.test(field) &&
          !wordMaps.test(field) &&
          !career.some(
            (prefix) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`),
          ) &&
          !translated.has(field),
      );
      expect(missing, collection.source).toEqual([]);
    }
  });

  it(
    'makes, with its résumé imported, content in its language that passes the check',
    { timeout: 60_000 },
    async () => {
      const dir = path.join(scratch, name);
      await writeCorpusContent(name, dir, sampleDir);
      const site = loadPublished({ rootDir: scratch, contentDir: dir });
      expect(site.site.locale).toBe(locale);
      expect(site.layout.dates.present).toBe(present);
      expect(site.layout.navigation.links.home).toBe(home);
    },
  );
});
