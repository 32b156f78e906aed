/**
 * Phone numbers as people write them: "+1 (555) 010-0199", "+(49) 157-5706-2745", "(56) 995999485",
 * "030/1234567", "+1 555 010 0199 ext. 12". The owner's text is what every page shows; the number a
 * telephone link dials is read from its digits. Imports nothing, so the schema and the pages share it.
 */

/** What a telephone link dials: the digits, a leading + kept, and an extension's digits. */
export interface PhoneDigits {
  number: string;
  extension?: string;
}

/** An extension at the end: "ext. 12", "extension 12", "x12", "#12". */
const extensionPattern = /[\s,]*(?:ext\.?|extension|x|#)\s*(\d{1,6})$/i;
/**
 * Digits, a + before the first of them, and the separators people put between them: the hyphens
 * and dashes of Unicode among them ("06‐5550‐4321", as Japanese text sets it), once full-width
 * digits and signs read as their ASCII selves (`NFKC`).
 */
const numberPattern = /^[\s(]*\+?[\d\s().\-/\u2010-\u2015\u2212]+$/u;
/** Fewer is a typo or a word rather than a telephone number. */
const fewestDigits = 3;

const written =
  'digits with spaces, dashes, dots, slashes or brackets, a + before the first digit, an extension like "ext. 12"';

/** The digits of a phone number as written, or why the text is not one. */
export function readPhone(text: string): PhoneDigits | { error: string } {
  const trimmed = text.trim();
  const read = trimmed.normalize('NFKC');
  const extension = extensionPattern.exec(read);
  const number = extension ? read.slice(0, extension.index) : read;
  if (!numberPattern.test(number))
    return { error: `Expected a phone number like "+1 (555) 010-0199" (${written}), received "${trimmed}"` };
  const digits = number.replace(/\D/g, '');
  if (digits.length < fewestDigits)
    return { error: `Expected a phone number, with at least ${fewestDigits} digits, received "${trimmed}"` };
  return {
    number: (number.includes('+') ? '+' : '') + digits,
    ...(extension ? { extension: extension[1] } : {}),
  };
}

/**
 * Whether a telephone can dial the number: at least 7 digits (a local number with its area code),
 * at most E.164's 15.
 */
export function callable(phone: PhoneDigits): boolean {
  const digits = phone.number.replace('+', '').length;
  return digits >= 7 && digits <= 15;
}
