/** Words a reader reads in a minute, for a post's reading time. */
const wordsPerMinute = 230;

/** Minutes a text of `words` words takes to read; never less than one. */
export function minutesToRead(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
