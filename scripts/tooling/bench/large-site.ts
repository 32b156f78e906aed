/**
 * A large site made for the bench: the specification's frozen content (tests/spec-content), grown
 * to `posts` posts with code, `projects` projects and `jobs` jobs, in two languages (the second
 * declared and left untranslated, so its pages are built from the first's words, as an owner's
 * half-done translation is). The entries are made from the specification's own, each with words
 * and code of its own, so no cache or bundle can fold two of them into one.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { writingPageWords } from '#import/write/writing-page.ts';
import { defaultLocale } from '#import/pipeline.ts';

export interface LargeSiteSize {
  posts: number;
  projects: number;
  jobs: number;
}

/** The sizes the bench builds, up to the one a developer who writes weekly reaches in ten years. */
export const largeSiteSizes: LargeSiteSize[] = [
  { posts: 50, projects: 10, jobs: 6 },
  { posts: 200, projects: 40, jobs: 24 },
  { posts: 500, projects: 100, jobs: 60 },
];

const languages = ['typescript', 'csharp', 'sql', 'bash', 'json'] as const;

/** A code block in `language`, different for every `n`. */
function code(language: (typeof languages)[number], n: number): string {
  const blocks: Record<(typeof languages)[number], string> = {
    typescript: `export async function load${n}(id: string): Promise<Order> {\n  const response = await fetch(\`/api/orders/\${id}?page=${n}\`);\n  if (!response.ok) throw new Error(\`order \${id}: \${response.status}\`);\n  return (await response.json()) as Order;\n}`,
    csharp: `public sealed record Fill${n}(decimal Price, int Quantity)\n{\n    public decimal Total => Price * Quantity + ${n}m;\n    public override string ToString() => $"{Quantity} @ {Price:N2}";\n}`,
    sql: `SELECT symbol, COUNT(*) AS fills, SUM(quantity) AS volume\nFROM fills\nWHERE trading_day = DATE '2026-01-01' + ${n}\nGROUP BY symbol\nORDER BY volume DESC;`,
    bash: `for day in $(seq 1 ${n}); do\n  npm run replay -- --day "$day" | tee "logs/replay-$day.log"\ndone`,
    json: `{\n  "name": "service-${n}",\n  "replicas": ${(n % 5) + 1},\n  "env": { "LOG_LEVEL": "info", "SHARD": ${n} }\n}`,
  };
  return `\`\`\`${language}\n${blocks[language]}\n\`\`\``;
}

const topics = ['event sourcing', 'a legacy migration', 'typed API clients', 'load testing', 'observability'];

function post(n: number): string {
  const topic = topics[n % topics.length]!;
  const day = new Date(Date.UTC(2016, 0, 4 + 7 * n)).toISOString().slice(0, 10);
  const data = {
    id: `post-${n}`,
    title: `Notes on ${topic}, part ${n}`,
    date: day,
    summary: `What part ${n} of a series on ${topic} taught me about designing, shipping and running production systems.`,
    tags: [topic.replace(/^a /, ''), n % 2 ? '.NET' : 'TypeScript'],
  };
  const paragraph = (k: number) =>
    `Week ${n}, note ${k}: the change to ${topic} looked small on the whiteboard and took longer in production. ` +
    `We measured before and after, kept the old path running behind a flag, and removed it once ${k + n} days of traffic agreed.`;
  const body = [
    paragraph(1),
    `## What changed in part ${n}`,
    paragraph(2),
    code(languages[n % languages.length]!, n),
    paragraph(3),
    `## How it ran`,
    code(languages[(n + 2) % languages.length]!, n + 1000),
    paragraph(4),
  ].join('\n\n');
  return matter.stringify(`\n${body}\n`, data);
}

/** The specification's entries of a collection, as front matter and body. */
function templates(
  specDir: string,
  collection: string,
): { data: Record<string, unknown>; content: string }[] {
  const folder = path.join(specDir, collection);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const { data, content } = matter(readFileSync(path.join(folder, name), 'utf8'));
      return { data, content };
    });
}

/** Writes the large site into `dir` (emptied first). */
export function writeLargeSite(dir: string, size: LargeSiteSize, specDir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(specDir, dir, { recursive: true, filter: (source) => path.basename(source) !== 'README.md' });
  const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
  const { words } = writingPageWords(String(site.locale ?? defaultLocale));
  writeFileSync(path.join(dir, 'pages/writing.json'), `${JSON.stringify(words, null, 2)}\n`);
  writeFileSync(
    path.join(dir, 'site.json'),
    `${JSON.stringify({ ...site, languages: [{ locale: 'fr_FR' }] }, null, 2)}\n`,
  );

  mkdirSync(path.join(dir, 'writing'), { recursive: true });
  for (let n = 0; n < size.posts; n++) writeFileSync(path.join(dir, 'writing', `post-${n}.mdx`), post(n));

  const projects = templates(specDir, 'projects');
  rmSync(path.join(dir, 'projects'), { recursive: true });
  mkdirSync(path.join(dir, 'projects'));
  for (let n = 0; n < size.projects; n++) {
    const { data, content } = projects[n % projects.length]!;
    const made = { ...data, id: `project-${n}`, title: `${String(data.title)} ${n + 1}` };
    writeFileSync(
      path.join(dir, 'projects', `project-${n}.mdx`),
      matter.stringify(`${content}\nProject ${n + 1} of ${size.projects}.\n`, made),
    );
  }

  const jobs = templates(specDir, 'jobs');
  rmSync(path.join(dir, 'jobs'), { recursive: true });
  mkdirSync(path.join(dir, 'jobs'));
  const months = ['January', 'April', 'July', 'October'];
  for (let n = 0; n < size.jobs; n++) {
    const { data, content } = jobs[n % jobs.length]!;
    // One after another, the most recent first, a quarter each: none ends after today.
    const start = 2025 * 4 - 1 - n;
    const end = start + 1;
    const period = `${months[start % 4]} ${Math.floor(start / 4)} - ${months[end % 4]} ${Math.floor(end / 4)}`;
    writeFileSync(
      path.join(dir, 'jobs', `job-${n}.mdx`),
      matter.stringify(content, {
        ...data,
        id: `job-${n}`,
        company: `${String(data.company)} ${n + 1}`,
        period,
      }),
    );
  }
}
