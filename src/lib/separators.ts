/**
 * A headline's separators ("Backend developer | Java, Go", "Writer · Speaker") bound to the word
 * before them with a no-break space, so a line never starts with one: it breaks after the
 * separator, as after a comma.
 */
export function keepSeparatorsInline(text: string): string {
  return text.replace(/ ([|·•–—/]) /g, '\u00a0$1 ');
}

/**
 * The comma between a list's items in the site's language: "、" in Japanese, "，" in Chinese,
 * "، " in Arabic, Persian and Urdu, ", " elsewhere.
 */
export function listComma(locale: string): string {
  const language = locale.split(/[_-]/)[0]!.toLowerCase();
  if (language === 'ja') return '、';
  if (language === 'zh') return '，';
  if (['ar', 'fa', 'ur', 'ps', 'ckb'].includes(language)) return '، ';
  return ', ';
}
