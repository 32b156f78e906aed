/**
 * A headline's separators ("Backend developer | Java, Go", "Writer · Speaker") bound to the word
 * before them with a no-break space, so a line never starts with one: it breaks after the
 * separator, as after a comma.
 */
export function keepSeparatorsInline(text: string): string {
  return text.replace(/ ([|·•–—/]) /g, '\u00a0$1 ');
}
