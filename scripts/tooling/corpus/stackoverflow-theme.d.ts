/** `jsonresume-theme-stackoverflow` names a declaration file its package does not ship. */
declare module 'jsonresume-theme-stackoverflow' {
  /** The résumé as a standalone HTML page, its headings in `language` (`en`, `de`, `ja`…). */
  export function render(resume: unknown, options?: { language?: string }): string;
}
