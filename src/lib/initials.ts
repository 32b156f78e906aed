/**
 * The initials of a name, for the monogram that stands in for a missing photo: the first letter of
 * the first and last words ("Richard Hale" → "RH", "Олена Коваль" → "ОК"), one letter for one word.
 * Whole characters, so a name in any script keeps its letters intact.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase();
}
