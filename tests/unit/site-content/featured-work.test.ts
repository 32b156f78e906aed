/**
 * The owner's selected work on the home page: the projects marked `featured`, as the module the home
 * page reads holds them, and what the content check asks of an owner who marks one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { featuredWork } from '#site-content/featured-work.ts';
import { fixtureRoot, problemLines, today } from '../engine/helpers.ts';

const work = { heading: 'Work', all: { label: 'Everything', href: '/projects' } };

/** The valid fixture with front matter added to projects, and the home page's words for the work. */
function withFeatured(front: Record<string, string>, { words = true } = {}): string {
  const rootDir = fixtureRoot();
  const content = join(rootDir, 'content');
  for (const [id, lines] of Object.entries(front)) {
    const file = join(content, `projects/${id}.mdx`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^links:/m, `${lines}\nlinks:`));
  }
  if (words) {
    const copy = join(content, 'pages/home.json');
    const page = JSON.parse(readFileSync(copy, 'utf8')) as Record<string, unknown>;
    writeFileSync(copy, JSON.stringify({ ...page, work }, null, 2));
  }
  return rootDir;
}

function featured(rootDir: string) {
  const result = loadSiteContent({ rootDir, today });
  if (!result.ok) throw new Error(`the content should load: ${JSON.stringify(result.problems)}`);
  return featuredWork(result.content);
}

describe('the selected work', () => {
  it('is empty when no project is featured', () => {
    expect(featured(fixtureRoot())).toEqual([]);
  });

  // Linked to its case study, or else to its card on /projects.
  it('holds each featured project with its first outcome, linked to its page or card', () => {
    const rootDir = withFeatured({
      'real-estate': 'featured: true',
      'trading-systems':
        'featured: true\ncaseStudy:\n  problem: Trades were placed by hand.\n  approach: [Automate the execution]',
    });
    const projects = join(rootDir, 'content/pages/projects.json');
    const page = JSON.parse(readFileSync(projects, 'utf8')) as Record<string, unknown>;
    const caseStudy = { title: '{title}', read: 'Read', readLabel: 'Read {title}' };
    const words = ['role', 'period', 'problem', 'approach', 'about', 'stack', 'pictures', 'nearby'];
    const more = Object.fromEntries([...words, 'previous', 'next', 'all'].map((word) => [word, word]));
    writeFileSync(projects, JSON.stringify({ ...page, caseStudy: { ...caseStudy, ...more } }));

    // In the projects’ published order: the latest start first.
    expect(featured(rootDir)).toEqual([
      expect.objectContaining({
        id: 'trading-systems',
        outcome: 'Profitable strategies',
        href: '/projects/trading-systems',
      }),
      {
        id: 'real-estate',
        title: 'Real Estate Platform Enhancement',
        category: 'Full Stack Development',
        description: 'A faster listing platform.',
        outcome: 'More leads',
        technologies: ['React', '.NET'],
        href: '/projects#project-real-estate',
      },
    ]);
  });

  it('leaves out a featured draft', () => {
    const rootDir = withFeatured({ 'real-estate': 'featured: true\ndraft: true' });
    expect(featured(rootDir)).toEqual([]);
  });

  // When home.json has none.
  it("asks for the home page's words at the first featured project, without them", () => {
    const rootDir = withFeatured({ 'real-estate': 'featured: true' }, { words: false });
    expect(problemLines([], [], rootDir)).toEqual([
      expect.stringMatching(
        /^content\/projects\/real-estate\.mdx:\d+:\d+ +featured +Is featured on the home page, which needs the words of content\/pages\/home\.json → work/,
      ),
    ]);
  });
});
