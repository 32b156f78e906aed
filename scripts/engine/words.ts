/** Words in messages and names: "did you mean …?", counts, lists, and names written kebab-case. */

/** Levenshtein distance, case-insensitive: a wrong capital is a one-letter slip at most. */
export function editDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[right.length]!;
}

/**
 * The candidate nearest to `word`, or undefined when none is close enough to be a plausible typo
 * (at most a third of the word's letters wrong, and never more than 3) or a longer or shorter form.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = candidate.toLowerCase() === word.toLowerCase() ? 0.5 : editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (bestDistance <= limit) return best;
  // "rocket-ship" for "rocket": a longer or shorter form of exactly one allowed word.
  const lower = word.toLowerCase();
  const related = candidates.filter((candidate) => {
    const other = candidate.toLowerCase();
    return Math.min(other.length, lower.length) >= 3 && (lower.includes(other) || other.includes(lower));
  });
  return related.length === 1 ? related[0] : undefined;
}

/** `"Full-time", "Contract"` */
export function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** `3 problems`, `1 file`. */
export function plural(count: number | bigint, word: string): string {
  return `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;
}

/** "homePage" → "home-page", "BarChart3" → "bar-chart-3", "AArrowDown" → "a-arrow-down". */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}
