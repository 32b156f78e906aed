/**
 * A copy of `content/` edited the way an owner makes the site theirs: another name, email and a
 * phone written with its country code in brackets, an older job (written with the Markdown an
 * owner reaches for), a job starting next June, a draft job, a project removed, a new
 * project category with a project moved into it, a small project added with one line of words and
 * no picture, a seventh "What I Bring" card, one post under a
 * cover picture, a photo straight off a phone as the portrait, a screenshot among a case study's
 * pictures and the other projects with only their drawings. Text from an imported résumé goes everywhere the content shows: words longer than a
 * phone's line in several scripts, LinkedIn's long locations and long addresses. The site gates run
 * on it as well as on `content/`, so the suite proves they hold for any owner's content.
 *
 *   node --import ./scripts/lib/typescript.mjs tests/e2e/owner-content.ts <out-dir>     writes <out-dir> (replacing it)
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dashboardPng, ownerPictures, phonePhoto, screenshot } from './owner-pictures.ts';
import { keepOneLanguage } from './project-copy.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** What the edits change, for tests that look for them. */
export const ownerEdits = {
  name: 'Jordan Hadjipapadimitropoulos',
  email: 'jordan.hadjipapadimitropoulos@softwarearchitekturberatung.example.org',
  category: 'Open Source',
  phone: '+(49) 157-5706-2745',
  olderJob: 'lakeside-systems',
  upcomingJob: 'cobalt-circuit-intern',
  draftJob: 'unannounced-role',
  smallProject: 'dotfiles',
} as const;

type Json = Record<string, unknown>;

/**
 * Words no phone line holds, one per script an imported résumé brings: compounds (German, Russian,
 * Greek), Japanese written without spaces, and Arabic.
 */
const longWords = {
  german: 'Softwarearchitekturberatungsleistungen',
  russian: 'Высоконагруженныесистемыреальноговремени',
  greek: 'Αρχιτεκτονικήμικροϋπηρεσιώνυψηλήςδιαθεσιμότητας',
  japanese: '分散型リアルタイム取引システムの設計と運用及び高可用性基盤の構築',
  arabic: 'والاستراتيجياتالبرمجيةالمتقدمةللأنظمةالموزعة',
} as const;
const { german, russian, greek, japanese, arabic } = longWords;
/** Locations as LinkedIn exports them. */
const longLocations = [
  'Tallinn, Comté de Harju, Estonie',
  'Greater São Paulo Metropolitan Area, Brazil',
] as const;
/** A profile's address of 90 characters, shown as text where a link shows where it leads. */
const longUrl = 'https://jordan-hadjipapadimitropoulos.softwarearchitekturberatung.example.org/portfolio/en';

function editJson(file: string, edit: (data: Json) => void) {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** `folder`'s entries of a kind, none when the owner has no such folder. */
const entryFiles = (folder: string, extension: string) =>
  existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(extension)) : [];

/** The earliest start year among the jobs, so the added job is older than every other. */
function earliestJobYear(jobsDir: string): number {
  const years = entryFiles(jobsDir, '.mdx')
    // The first year of the period, however it is written ("June 2012", "2012-06", "2012").
    .map((name) => /^period: \D*(\d{4})/m.exec(readFileSync(path.join(jobsDir, name), 'utf8'))?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number);
  return Math.min(...years, new Date().getFullYear());
}

const job = (id: string, fields: string, body: string) => `---
# yaml-language-server: $schema=../.schema/jobs.schema.json
id: ${id}
${fields}
---

${body}
`;

export async function writeOwnerContent(
  outDir: string,
  fromDir = path.join(projectDir, 'content'),
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(fromDir, outDir, { recursive: true });
  // The edits are to the site's own language: a page in another would show them untranslated.
  keepOneLanguage(outDir);

  editJson(path.join(outDir, 'profile.json'), (profile) => {
    profile.name = ownerEdits.name;
    profile.email = ownerEdits.email;
    profile.phone = ownerEdits.phone;
    profile.location = longLocations[1];
    profile.website = longUrl;
    profile.profiles = [{ network: 'Portfolio', url: longUrl }];
    profile.intro = `${String(profile.intro ?? '')} Clients book me for ${german}.`.trim();
    profile.bio = `${String(profile.bio ?? '')} ${greek}.`.trim();
  });
  editJson(path.join(outDir, 'skills.json'), (skills) => {
    const [core] = (skills.coreTechnologies as Json[] | undefined) ?? [];
    if (core) core.description = `${String(core.description)}: ${arabic}`;
    const [group] = (skills.groups as { items: Json[] }[] | undefined) ?? [];
    group?.items.push({
      name: russian,
      level: 'Advanced',
      years: '10',
      description: `${german}, ${japanese}`,
    });
    const [example] = (skills.implementations as { technologies: string[] }[] | undefined) ?? [];
    example?.technologies.push(greek);
    const [summary] = (skills.summaries as { ratings: Json[] }[] | undefined) ?? [];
    summary?.ratings.push({ label: german, value: 'Expert' });
  });
  editJson(path.join(outDir, 'education.json'), (education) => {
    const [degree] = education as unknown as { school: string; highlights?: string[] }[];
    if (!degree) return;
    degree.school = `${russian} ${degree.school}`;
    degree.highlights = [...(degree.highlights ?? []), greek];
  });
  const [certification] = entryFiles(path.join(outDir, 'certifications'), '.json').sort();
  if (certification) {
    editJson(path.join(outDir, 'certifications', certification), (entry) => {
      entry.issuer = german;
      entry.description = `${String(entry.description)} ${japanese}`;
    });
  }

  const start = earliestJobYear(path.join(outDir, 'jobs')) - 4;
  mkdirSync(path.join(outDir, 'jobs'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'jobs', `${ownerEdits.olderJob}.mdx`),
    job(
      ownerEdits.olderJob,
      `company: Lakeside Systems
role: Junior Developer
period: ${start}-09 - ${start + 3}-05
location: ${longLocations[0]}
type: Full-time
achievements:
  - Built the first web storefront for a regional hardware distributor
  - ${russian} and ${arabic}
technologies:
  - Perl
  - MySQL
  - ${german}
impact:
  metric: Online orders
  value: 20%
  description: Share of orders placed online within a year of launch`,
      `My first job out of school, at a **small consultancy** that built [web storefronts](https://example.org/storefronts).

## What I learned

- Shipping for real customers
- Reading ~~other people's~~ legacy code
- ${japanese}

The storefront still runs at ${longUrl}. Its prices were Perl strings like \`"$&pound;" . $price\`
(a page holding \`$&\` must reach the browser as written).

| Year | Project |
| ---- | ------- |
| ${start} | Storefront |
| ${start + 1} | Inventory sync |`,
    ),
  );
  // Accepted, and starting next June: shown as upcoming.
  writeFileSync(
    path.join(outDir, 'jobs', `${ownerEdits.upcomingJob}.mdx`),
    job(
      ownerEdits.upcomingJob,
      `company: Cobalt Circuit
role: Incoming Software Engineer Intern
period: June ${new Date().getFullYear() + 1} - Present
location: Remote
type: Internship`,
      'An offer accepted for next summer.',
    ),
  );
  writeFileSync(
    path.join(outDir, 'jobs', `${ownerEdits.draftJob}.mdx`),
    job(
      ownerEdits.draftJob,
      `draft: true
company: Unannounced Company
role: Principal Engineer
period: ${new Date().getFullYear()}-01 - Present
location: Remote
type: Contract
achievements:
  - Still being written
technologies:
  - TypeScript
impact:
  metric: Draft
  value: Draft
  description: Not published yet`,
      'A role the owner is still writing up; it must not be published.',
    ),
  );

  // A job (the first by file name) moves to a place written as LinkedIn exports it.
  const [firstJob] = entryFiles(path.join(outDir, 'jobs'), '.mdx').sort();
  if (firstJob) {
    const file = path.join(outDir, 'jobs', firstJob);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^location: .*$/m, `location: ${longLocations[1]}`),
    );
  }

  // Remove the first project, and move the next into a new category (declared after the others).
  const projectsDir = path.join(outDir, 'projects');
  const projectFiles = entryFiles(projectsDir, '.mdx').sort();
  for (const name of projectFiles.slice(1)) {
    const file = path.join(projectsDir, name);
    const text = readFileSync(file, 'utf8')
      .replace(/^technologies:\n/m, `$&  - ${german}\n  - ${greek}\n`)
      .replace(/^features:\n/m, `$&  - ${russian} ${arabic}\n`);
    writeFileSync(file, text);
  }
  if (projectFiles[0]) rmSync(path.join(projectsDir, projectFiles[0]));
  if (projectFiles[1]) {
    const file = path.join(projectsDir, projectFiles[1]);
    const text = readFileSync(file, 'utf8');
    const category = `category: ${ownerEdits.category}`;
    writeFileSync(
      file,
      /^category: /m.test(text)
        ? text.replace(/^category: .*$/m, category)
        : text.replace(/^(id: .*)$/m, `$1\n${category}`),
    );
    editJson(path.join(outDir, 'pages/projects.json'), (page) => {
      page.categories = [...((page.categories as string[] | undefined) ?? []), ownerEdits.category];
    });
  }

  // One post, where the owner has written some: the newest kept, under a cover picture (one of the
  // content's pictures) and a title with a word no phone line holds.
  const writingDir = path.join(outDir, 'writing');
  const posts = entryFiles(writingDir, '.mdx')
    .map((name) => ({ name, text: readFileSync(path.join(writingDir, name), 'utf8') }))
    .sort((a, b) =>
      (/^date: (.*)$/m.exec(b.text)?.[1] ?? '').localeCompare(/^date: (.*)$/m.exec(a.text)?.[1] ?? ''),
    );
  const picture = entryFiles(path.join(outDir, 'images', 'projects'), '')[0];
  for (const [index, post] of posts.entries()) {
    const file = path.join(writingDir, post.name);
    if (index > 0) {
      rmSync(file);
      continue;
    }
    const cover = picture
      ? `cover:\n  src: images/projects/${picture}\n  alt: The system the post is about\n`
      : '';
    writeFileSync(
      file,
      post.text
        .replace(/^title: (.*)$/m, `title: $1 — ${german}`)
        .replace(/^summary: /m, `${cover}summary: `),
    );
  }

  // One more "What I Bring" card, where the owner has written them.
  editJson(path.join(outDir, 'pages/home.json'), (home) => {
    const strengths = home.strengths as { cards: Json[] } | undefined;
    strengths?.cards.push({
      title: 'Mentoring',
      description: `Pairing, code review and growth plans that turn good developers into leads: ${russian}.`,
      icon: 'users',
    });
  });

  // A photo straight off a phone as the portrait, and a screenshot among the pictures of the first
  // project left with a case study (owner-pictures.ts).
  mkdirSync(path.dirname(path.join(outDir, ownerPictures.photo)), { recursive: true });
  // A small project as an owner adds one: a line of words, its technologies and what came of it,
  // no picture and no story (its card then stands on the cover made from its words).
  writeFileSync(
    path.join(projectsDir, `${ownerEdits.smallProject}.mdx`),
    [
      '---',
      `id: ${ownerEdits.smallProject}`,
      'title: Dotfiles',
      'description: My shell and editor set-up, installed on a new machine with one command.',
      'technologies:',
      '  - Bash',
      '  - Neovim',
      'outcomes:',
      '  - A new laptop ready to work in ten minutes',
      "year: '2024'",
      '---',
      '',
    ].join('\n'),
  );

  writeFileSync(path.join(outDir, ownerPictures.photo), await phonePhoto());
  editJson(path.join(outDir, 'profile.json'), (profile) => {
    profile.photo = ownerPictures.photo;
  });
  const withCaseStudy = entryFiles(projectsDir, '.mdx')
    .sort()
    .map((name) => path.join(projectsDir, name))
    .find((file) => /^caseStudy:/m.test(readFileSync(file, 'utf8')));
  if (withCaseStudy) {
    const text = readFileSync(withCaseStudy, 'utf8');
    const picture = `  - src: ${ownerPictures.screenshot}\n    alt: '${screenshot.alt}'\n`;
    writeFileSync(
      withCaseStudy,
      /^images:\n/m.test(text)
        ? text.replace(/^images:\n((?: {2,}.*\n)+)/m, (list) => `${list}${picture}`)
        : text.replace(
            /^---\n([\s\S]*?)\n---/,
            (_, fields: string) => `---\n${fields}\nimages:\n${picture}---`,
          ),
    );
    mkdirSync(path.dirname(path.join(outDir, ownerPictures.screenshot)), { recursive: true });
    writeFileSync(path.join(outDir, ownerPictures.screenshot), await dashboardPng());
  }
  // The other projects keep only their drawings, which then stand as their covers where they are
  // listed (a project without any keeps none: its cover is made from its words).
  for (const name of entryFiles(projectsDir, '.mdx')) {
    const file = path.join(projectsDir, name);
    if (file === withCaseStudy) continue;
    const text = readFileSync(file, 'utf8');
    const kept = text
      .replace(/^ {2}- src: (?!\S+\.svg\s*$).*\n(?: {4}.*\n)*/gm, '')
      .replace(/^images:\n(?! {2}- )/m, '');
    writeFileSync(file, kept);
  }
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: node --import ./scripts/lib/typescript.mjs tests/e2e/owner-content.ts <out-dir>');
    process.exit(2);
  }
  await writeOwnerContent(path.resolve(outDir));
}
