import { posts } from './generated/posts';
import { minutesToRead } from './reading';

export type PostEntry = (typeof posts)[number];

/** The tags the posts name, the most used first (then as first named). */
export const tagsInUse: readonly string[] = (() => {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
})();

/** The posts with a tag, or every post for `null`, newest first. */
export function postsTagged(tag: string | null): PostEntry[] {
  return posts.filter((post) => tag === null || (post.tags ?? []).includes(tag));
}

export function postById(id: string | undefined): PostEntry | undefined {
  return posts.find((post) => post.id === id);
}

export function readingMinutes(post: PostEntry): number {
  return minutesToRead(post.words);
}
