/**
 * The language a résumé document is written in, as its reader sees it: by the script most of its
 * letters are in (kana for Japanese, Hangul for Korean, Han alone for Chinese, Arabic, Cyrillic with
 * Ukrainian's own letters or without), and for Latin letters by the short words every sentence has
 * ("und", "the", "et") and the words of its section headings ("Berufserfahrung" is German).
 * Undefined when neither tells.
 */

/** Words of section headings that only one language among those written in Latin letters uses. */
// prettier-ignore
const headingWords: Record<string, readonly string[]> = {
  en: ['experience', 'work experience', 'education', 'skills', 'languages', 'summary', 'projects', 'certifications', 'employment', 'work history', 'profile'],
  de: ['berufserfahrung', 'ausbildung', 'kenntnisse', 'sprachen', 'zusammenfassung', 'werdegang', 'beruflicher werdegang', 'bildung', 'sprachkenntnisse', 'zertifikate', 'projekte', 'top-kenntnisse', 'studium'],
  fr: ['expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'formation', 'compétences', 'langues', 'centres d’intérêt', "centres d'intérêt", 'projets', 'certificats', 'principales compétences', 'à propos'],
  es: ['experiencia', 'experiencia laboral', 'experiencia profesional', 'educación', 'formación', 'habilidades', 'idiomas', 'extracto', 'aptitudes', 'aptitudes principales', 'proyectos', 'certificaciones', 'resumen', 'competencias'],
  pt: ['experiência', 'experiência profissional', 'formação', 'formação acadêmica', 'competências', 'resumo', 'projetos', 'certificações', 'principais competências'],
  it: ['esperienza', 'esperienze', 'esperienza lavorativa', 'esperienza professionale', 'istruzione', 'competenze', 'lingue', 'progetti', 'certificazioni'],
  nl: ['werkervaring', 'ervaring', 'opleiding', 'opleidingen', 'vaardigheden', 'talen', 'projecten', 'samenvatting'],
  pl: ['doświadczenie', 'doświadczenie zawodowe', 'wykształcenie', 'edukacja', 'umiejętności', 'języki', 'podsumowanie', 'projekty', 'certyfikaty', 'najważniejsze umiejętności'],
  cs: ['pracovní zkušenosti', 'zkušenosti', 'vzdělání', 'dovednosti', 'jazyky'],
  tr: ['iş deneyimi', 'deneyim', 'eğitim', 'yetenekler', 'diller'],
};

/** Short words a language writes in every sentence, for the text between the headings. */
// prettier-ignore
const commonWords: Record<string, readonly string[]> = {
  en: ['the', 'and', 'with', 'for', 'of', 'to', 'from', 'was', 'my', 'our', 'on'],
  de: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'den', 'im', 'ich', 'zur', 'zum', 'auf'],
  fr: ['et', 'les', 'des', 'pour', 'avec', 'du', 'une', 'dans', 'sur', 'au', 'aux', 'le', 'la'],
  es: ['y', 'los', 'las', 'para', 'con', 'del', 'una', 'por', 'el', 'en', 'la'],
  pt: ['e', 'os', 'com', 'do', 'da', 'dos', 'das', 'uma', 'em', 'não', 'para'],
  it: ['il', 'di', 'per', 'della', 'gli', 'nel', 'con', 'una'],
  nl: ['het', 'van', 'voor', 'met', 'een', 'bij', 'naar', 'en'],
  pl: ['i', 'w', 'z', 'na', 'do', 'dla', 'oraz', 'się', 'od', 'przez'],
  cs: ['a', 'v', 's', 'pro', 'se', 've', 'na'],
  tr: ['ve', 'bir', 'ile', 'için', 'bu'],
};

const byWord = new Map(
  Object.entries(headingWords).flatMap(([language, words]) => words.map((word) => [word, language] as const)),
);

/** The language of a document whose text is `text` and whose section headings are `headings`. */
export function documentLanguage(text: string, headings: readonly string[]): string | undefined {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const letters = count(/\p{L}/gu);
  if (letters === 0) return undefined;
  const share = (pattern: RegExp) => count(pattern) / letters;
  if (share(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 0.05) return 'ja';
  if (share(/\p{Script=Hangul}/gu) > 0.2) return 'ko';
  if (share(/\p{Script=Han}/gu) > 0.2) return 'zh';
  if (share(/\p{Script=Arabic}/gu) > 0.3) return 'ar';
  if (share(/\p{Script=Hebrew}/gu) > 0.3) return 'he';
  if (share(/\p{Script=Greek}/gu) > 0.3) return 'el';
  if (share(/\p{Script=Thai}/gu) > 0.3) return 'th';
  if (share(/\p{Script=Devanagari}/gu) > 0.3) return 'hi';
  if (share(/\p{Script=Cyrillic}/gu) > 0.3) return count(/[іїєґІЇЄҐ]/gu) > 0 ? 'uk' : 'ru';
  // Latin letters: the words every sentence has, and the headings' words, each worth a few.
  const votes = new Map<string, number>();
  const vote = (language: string, weight: number) => votes.set(language, (votes.get(language) ?? 0) + weight);
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const [language, common] of Object.entries(commonWords)) {
    const set = new Set(common);
    vote(language, words.filter((word) => set.has(word)).length);
  }
  for (const heading of headings) {
    const language = byWord.get(
      heading
        .trim()
        .toLowerCase()
        .replace(/[:：]$/, ''),
    );
    if (language) vote(language, 3);
  }
  const [best] = [...votes].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 5 ? best[0] : undefined;
}
