/**
 * The entries beside one in a list: the one before it and the one after it. For posts (newest
 * first), `after` is the older one. A module of its own, so a page that steps through projects does
 * not load the posts to do it.
 */
export function neighbours<Entry extends { id: string }>(
  list: readonly Entry[],
  id: string,
): { before?: Entry; after?: Entry } {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return {};
  return { before: list[index - 1], after: list[index + 1] };
}
