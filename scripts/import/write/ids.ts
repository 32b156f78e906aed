/**
 * Ids for imported entries, which are also their file names: lowercase Latin letters, digits and
 * hyphens, from the entry's own words. @sindresorhus/slugify transliterates other scripts
 * ("Олеся" → "olesya", "Élodie" → "elodie").
 */
import slugify from '@sindresorhus/slugify';

/** Long enough to tell entries apart, short enough for a file name an owner can read. */
const longest = 60;

/** `text` as an id: "Bramble & Finch" → "bramble-and-finch"; empty when nothing in it can be spelled. */
export function slugOf(text: string): string {
  // "GmbH" stays one word (gmbh), as the owner would write it.
  const slug = slugify(text, { decamelize: false });
  if (slug.length <= longest) return slug;
  const cut = slug.slice(0, longest + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : longest);
}

/**
 * One id per entry, each different: the first of an entry's `candidates` (most preferred first)
 * that no other entry wants and no earlier entry took, else its last candidate numbered
 * (`-2`, `-3`, …). `fallback` names an entry whose words give no id at all.
 */
export function uniqueIds(candidates: readonly (readonly string[])[], fallback: string): string[] {
  const slugs = candidates.map((list, index) => {
    const spelled = list.map(slugOf).filter((slug) => slug !== '');
    return spelled.length > 0 ? spelled : [`${fallback}-${index + 1}`];
  });
  const wanted = new Map<string, number>();
  for (const list of slugs) for (const slug of new Set(list)) wanted.set(slug, (wanted.get(slug) ?? 0) + 1);
  const taken = new Set<string>();
  return slugs.map((list) => {
    const own = list.find((slug) => wanted.get(slug) === 1 && !taken.has(slug));
    let id = own ?? list.at(-1)!;
    for (let number = 2; taken.has(id); number++) id = `${list.at(-1)}-${number}`;
    taken.add(id);
    return id;
  });
}
