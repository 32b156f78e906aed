/** Parts several pages' copy shares: a page's head, a link, a stat, and one value per route. */
import { z } from 'zod';
import { career } from './career.ts';
import { href, template, text, textList } from './fields.ts';

/** A page's head copy; `{name}` is the owner's name and `{title}` their headline, from `profile.json`. */
export const headSchema = z.strictObject({
  title: template('name', 'title'),
  /** Without it, the site's description. What a page offers depends on the career it shows. */
  description: career(
    template('name', 'title').max(
      200,
      'Keep descriptions under 200 characters so search results show them whole',
    ),
  ),
  keywords: career(textList),
});

export const linkSchema = z.strictObject({ label: text, href });
export const statSchema = z.strictObject({ value: text, label: text });

/** One key per route, each holding a value of `schema`. */
export function perRoute<const RouteId extends string, Schema extends z.ZodType>(
  routeIds: readonly RouteId[],
  schema: Schema,
) {
  return Object.fromEntries(routeIds.map((id) => [id, schema])) as Record<RouteId, Schema>;
}
