import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from '#site-content/content.ts';
import { contentGate, expect, projectDir, test } from './fixtures';
import { builtPages } from './site-files';

/** Entries marked `draft: true` are checked like any other, and published nowhere. */
test('no draft reaches a page, the sitemap or the résumé', contentGate(), ({ contentDir, distDir }) => {
  const loaded = loadSiteContent({ rootDir: projectDir, contentDir });
  if (!loaded.ok) throw new Error('the content should load');
  const drafts = loaded.content.flatMap(({ entries }) => entries.filter((entry) => entry.draft));
  const published = [
    ...builtPages(distDir).map((page) => page.html),
    readFileSync(path.join(distDir, 'resume.json'), 'utf8'),
    readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8'),
  ].join('\n');
  for (const draft of drafts) {
    const data = draft.data as { id: string; company?: string; title?: string; name?: string };
    for (const text of [data.company, data.title, data.name].filter(Boolean)) {
      expect(published, `${draft.file} is a draft`).not.toContain(text);
    }
  }
  // The owner-edits content holds a draft; the sample may hold none.
  if (contentDir.includes('owner-edits')) expect(drafts.length).toBeGreaterThan(0);
});
