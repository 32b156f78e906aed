/**
 * "Richard Hale", "Résumé" → "richard-hale-resume"; "Олена Гнатюк", "Резюме" → "олена-гнатюк-резюме":
 * letters and digits of any script, accents dropped from Latin letters only.
 */
export function fileNameSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
