import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../fixtures';

/** The PDF résumé of the specification's content: its five jobs and the rest fit on two pages. */
test('the résumé of the sample content fits on two pages and opens with the owner', async ({ request }) => {
  const bytes = await (await request.get('/resume.pdf')).body();
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  expect(pdf.numPages).toBe(2);
  const first = await (await pdf.getPage(1)).getTextContent();
  const text = first.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text.replace(/\s+/g, ' ')).toMatch(/^Richard Hale Full Stack Developer & Software Architect/);
});
