/**
 * The Noto files a content folder's pages need: those that draw the characters of its published
 * text (every field and body, and the dates and numbers the site writes in its language) which the
 * site's faces lack, chosen per character as the PDF and the cards choose (scripts/outputs/faces/face-for.ts).
 * Content in Latin or Cyrillic needs none.
 */
import type { Site } from '#src/content/config.ts';
import { languageTag } from '#src/content/values/dates.ts';
import { publishedEntries } from '#engine/generate.ts';
import type { LoadResult } from '#engine/load.ts';
import { scriptFacesFor } from './face-for.ts';
import { scriptFamilies, webFaceOf, type ScriptWebFace } from './script-faces.ts';
import { loadSiteContent } from '#site-content/content.ts';
import { localeTexts } from '#site-content/locale-texts.ts';

export interface ContentFaces {
  faces: ScriptWebFace[];
  /** Their families, in the order the font stacks list them. */
  families: string[];
}

/**
 * The faces for the content in `contentDir` (`content/` unless given), in `language` (the site's own
 * unless given), or for `loaded`, that language's content loaded already. Content with problems needs
 * none here: the content plugin reports its problems and the build stops.
 */
export function contentFaces(
  rootDir: string,
  contentDir?: string,
  language?: string,
  loaded: LoadResult = loadSiteContent({ rootDir, contentDir, language }),
): ContentFaces {
  if (!loaded.ok) return { faces: [], families: [] };
  const site = loaded.content.find(({ collection }) => collection.name === 'site')?.entries[0]?.data as
    Site | undefined;
  const tag = languageTag(site?.locale ?? 'en');
  // Field names and JSON's escapes are ASCII, which no Noto file is chosen for: the text as JSON
  // holds every character the pages show.
  const text = JSON.stringify([
    loaded.content.flatMap((collection) =>
      publishedEntries(collection).map(({ data, bodyText }) => [data, bodyText]),
    ),
    localeTexts(loaded.content),
  ]);
  const faces = scriptFacesFor(text, tag).map((face) => webFaceOf(face)!);
  const used = new Set(faces.map((face) => face.family));
  return { faces, families: scriptFamilies(tag).filter((family) => used.has(family)) };
}
