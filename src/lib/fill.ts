/**
 * Fills a text from the content that names values in braces, `"Showing {shown} of {total} projects"`.
 * The schemas check at build time that a text names only the values its place provides.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
