/**
 * One invalid fixture per rule (tests/fixtures/content/invalid/<case>), each asserting the exact
 * lines `check:content` prints: file:line:column, field path, message.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { formatProblem } from '#engine/problem.ts';
import { fixtureRoot, problemLines, today } from './helpers.ts';

describe('reading files', () => {
  it('rejects JSON syntax errors at the place to fix', () => {
    expect(problemLines('json-syntax')).toEqual([
      'content/certifications/missing-comma.json:4:3  (file)  Expected "," or "}" after the value of "name", found "issuer" — is a comma missing?',
      'content/certifications/single-quotes.json:3:11  (file)  Text in JSON needs double quotes ("…"), not single quotes',
      'content/certifications/trailing-comma.json:6:36  (file)  Remove this comma: JSON does not allow a comma before "}"',
      'content/certifications/truncated.json:1:1  (file)  This "{" is never closed: the file ends before its "}"',
      'content/certifications/unterminated.json:3:11  (file)  Text is not closed: a closing " is missing on this line',
    ]);
  });

  it('rejects duplicate JSON keys at the second one, naming the line of the first', () => {
    expect(problemLines('duplicate-json-key')).toEqual([
      'content/certifications/mcts.json:7:3  name  Duplicate field "name": it is already set on line 4; keep only one',
    ]);
  });

  it('rejects duplicate YAML keys, nested ones included', () => {
    expect(problemLines('duplicate-yaml-key')).toEqual([
      'content/jobs/csc.mdx:13:3  impact.metric  Duplicate field "metric": it is already set on line 11; keep only one',
      'content/jobs/csc.mdx:15:1  company  Duplicate field "company": it is already set on line 3; keep only one',
    ]);
  });

  it('locates YAML syntax errors in file coordinates, not front matter ones', () => {
    expect(problemLines('yaml-syntax')).toEqual([
      'content/jobs/csc.mdx:9:1  (file)  Tabs are not allowed for indentation in the front matter; use spaces',
      'content/projects/real-estate.mdx:3:8  (file)  The closing quote of this text is missing',
    ]);
  });

  it('rejects empty files', () => {
    expect(problemLines('empty-file')).toEqual([
      'content/certifications/blank.json:1:1  (file)  The file is empty',
      'content/jobs/empty.mdx:1:1  (file)  The file is empty',
    ]);
  });

  it('rejects MDX without front matter, unclosed, empty, or not a mapping', () => {
    expect(problemLines('front-matter-shape')).toEqual([
      'content/jobs/a-list.mdx:2:1  (file)  The front matter must be a list of "field: value" lines',
      'content/jobs/blank.mdx:1:1  (file)  The front matter is empty: add the fields between the "---" lines',
      'content/jobs/no-front-matter.mdx:1:1  (file)  An MDX file must start with front matter: a line "---", the fields, then another "---"',
      'content/jobs/unclosed.mdx:1:1  (file)  The front matter is not closed: add a line "---" after the last field',
    ]);
  });

  it('accepts an MDX file without a body: the entry has no description', () => {
    expect(problemLines('empty-body')).toEqual([]);
  });

  it('reports a missing required file', () => {
    expect(problemLines([], ['site.json'])).toEqual([
      'content/site.json:1:1  (file)  This required file is missing',
    ]);
  });

  it('reports files nothing reads, but leaves a README alone', () => {
    expect(problemLines('unknown-files')).toEqual([
      'content/jobs/notes.md:1:1  (file)  Not read: files in content/jobs/ must end in ".mdx"',
      'content/profil.json:1:1  (file)  Not read: no content lives here — did you mean "profile.json"?',
    ]);
  });

  it('checks that "$schema" points at the file\'s own JSON Schema', () => {
    expect(problemLines('schema-reference')).toEqual([
      'content/certifications/mcts.json:2:14  $schema  Expected "../.schema/certifications.schema.json" (the editor\'s schema for this file), received "./.schema/certifications.schema.json"',
    ]);
  });
});

describe('fields', () => {
  it('explains a misspelt month at the value', () => {
    expect(problemLines('bad-month')).toEqual([
      'content/jobs/auto-loan.mdx:4:9  period  Expected a month and year like "June 2012", received "Juen 2012"',
    ]);
  });

  it('rejects a job that ends before it starts', () => {
    expect(problemLines('end-before-start')).toEqual([
      'content/jobs/auto-web.mdx:5:9  period  The end (March 2006) is before the start (July 2012)',
    ]);
  });

  it('rejects unknown fields at their key, suggesting the closest known one', () => {
    expect(problemLines('unknown-field')).toEqual([
      'content/jobs/csc.mdx:8:1  achievments  Unknown field "achievments" — did you mean "achievements"?',
      'content/jobs/csc.mdx:15:3  impact.descripton  Unknown field "descripton" — did you mean "description"?',
    ]);
  });

  it('lists the allowed fields when no known one is close', () => {
    expect(problemLines('site-fields')).toEqual([
      'content/site.json:11:13  locale  Expected a locale like "en_US" or "fr_FR", received "en-US"',
      'content/site.json:20:7  pages.home.tagline  Unknown field "tagline" — allowed fields: title, description, keywords',
      'content/site.json:32:22  pages.projects.description  Keep descriptions under 200 characters so search results show them whole (found 228)',
    ]);
  });

  it('rejects an accent colour that is not six hex digits', () => {
    expect(problemLines('accent-format')).toEqual([
      'content/site.json:13:14  accent.light  Expected a colour as "#" and six hex digits, like "#b4421f", received "orange"',
    ]);
  });

  it('points a missing field at its parent key', () => {
    expect(problemLines('missing-field')).toEqual([
      'content/jobs/csc.mdx:2:1  company  Missing required field "company"',
      'content/jobs/csc.mdx:9:1  impact.value  Missing required field "value"',
    ]);
  });

  // And takes types in the owner's words.
  it('looks icon names up in simple-icons and lucide, suggesting the nearest', () => {
    expect(problemLines('enum-values')).toEqual([
      'content/projects/real-estate.mdx:11:11  technicalHighlights[0].icon  No icon is called "rocket-ship": use a simple-icons slug (simpleicons.org) or a lucide name (lucide.dev/icons)',
      'content/projects/real-estate.mdx:15:11  technicalHighlights[1].icon  No icon is called "reakt": use a simple-icons slug (simpleicons.org) or a lucide name (lucide.dev/icons) — did you mean "react"?',
    ]);
  });

  it('names a part of a project card that cannot fold, and a fold with no words to open it', () => {
    expect(problemLines('card-fold')).toEqual([
      'content/pages/projects.json:35:9  card.fold.parts[1]  Expected one of "pictures", "story", "features", "highlights", "challenges"; received "sidebar"',
      'content/pages/projects.json:37:18  card.fold.summary  Must not be empty',
    ]);
  });

  // A warning: the build goes on.
  it('warns of a status or level that misses a declared colour by a slip', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot('enum-values'), today });
    expect(result.warnings.map(formatProblem)).toEqual([
      'content/projects/real-estate.mdx:18:9  status  "production" has no colour in content/pages/projects.json → statusTones, so its badge is plain — did you mean "Production"?',
    ]);
  });

  it('says what type was expected and what was received, with a hint for unquoted numbers', () => {
    expect(problemLines('wrong-types')).toEqual([
      'content/projects/real-estate.mdx:5:1  description  Expected text, received an empty value',
      'content/projects/real-estate.mdx:6:15  technologies  Expected a list, received "React"',
      'content/projects/real-estate.mdx:11:8  links  Expected a group of fields, received "https://www.example.com"',
    ]);
  });

  it('follows nested paths into lists', () => {
    expect(problemLines('nested-path')).toEqual([
      'content/projects/trading-systems.mdx:19:9  technicalHighlights[1].metrics[0]  Must not be empty',
    ]);
  });

  // With the schema's union message.
  it('accepts only web addresses for links, never javascript:', () => {
    expect(problemLines('links')).toEqual([
      'content/projects/real-estate.mdx:12:9  links.live  Expected a web address starting with https://, received "javascript:alert(1)"',
      'content/projects/real-estate.mdx:13:11  links.github  Expected a web address starting with https://, received "ftp://example.com/repo"',
      'content/projects/real-estate.mdx:14:9  links.demo  Expected an https:// address, or true for a placeholder button, received false',
      'content/projects/real-estate.mdx:15:3  links.docs  Unknown field "docs" — allowed fields: live, github, documentation, demo',
    ]);
  });

  it('checks page copy: link forms, and lists that must not be empty', () => {
    expect(problemLines('home-fields')).toEqual([
      'content/pages/home.json:10:15  hero.secondaryCta.href  Expected an https:// address, a site path like "/contact", or a mailto:/tel: link, received "ftp://example.com"',
      'content/pages/home.json:66:14  strengths.cards  List at least one card (found 0)',
    ]);
  });

  it('checks the placeholders a text may use', () => {
    expect(problemLines('placeholders')).toEqual([
      'content/layout.json:31:18  footer.copyright  Unknown placeholder "{owner}": this text can use {year}, {name}',
      'content/pages/projects.json:13:14  filter.count  Unknown placeholder "{count}": this text can use {shown}, {total}',
    ]);
  });

  it('checks the profile: email, availability status, non-empty lists', () => {
    expect(problemLines('profile-fields')).toEqual([
      'content/profile.json:6:12  email  Expected an email address like "name@example.com", received "jane.example.com"',
      'content/profile.json:14:15  availability.status  Expected one of "available", "limited", "unavailable"; received "busy"',
      'content/profile.json:50:16  skills[4].items  Must list at least one item, or leave the field out (found 0)',
    ]);
  });

  it('rejects a phone that is no number, at its line', () => {
    expect(problemLines('phone-garbage')).toEqual([
      'content/profile.json:8:12  phone  Expected a phone number like "+1 (555) 010-0199" (digits with spaces, dashes, dots, slashes or brackets, a + before the first digit, an extension like "ext. 12"), received "Call me maybe"',
    ]);
  });
});

describe('rules across entries', () => {
  it('requires ids to match file names and be unique, naming the first file', () => {
    expect(problemLines('duplicate-ids')).toEqual([
      'content/certifications/mcts.json:3:9  id  The id must match the file name "mcts.json": expected "mcts", received "mcpd"',
      'content/certifications/mcts.json:3:9  id  Duplicate id "mcpd": already used by content/certifications/mcpd.json',
      'content/projects/real-estate.mdx:2:5  id  The id must match the file name "real-estate.mdx": expected "real-estate", received "trading-systems"',
      'content/projects/trading-systems.mdx:3:5  id  Duplicate id "trading-systems": already used by content/projects/real-estate.mdx',
    ]);
  });

  it('requires each page its own title and description', () => {
    expect(problemLines('duplicate-page-heads')).toEqual([
      'content/site.json:26:16  pages.skills.title  Same title as pages.experience (line 22): each page needs its own title',
      'content/site.json:35:22  pages.contact.description  Same description as pages.home (line 19): each page needs its own description',
    ]);
  });

  it('rejects duplicate skill group ids and duplicate skills in a group', () => {
    expect(problemLines('duplicate-skills')).toEqual([
      'content/skills.json:155:19  groups[2].items[1].name  "Backend Skill" is already listed in this group at groups[2].items[0] (line 149)',
      'content/skills.json:163:13  groups[3].id  Duplicate id "frontend": already used by groups[1] (line 123)',
    ]);
  });

  it('rejects two project-type options with one value', () => {
    expect(problemLines('duplicate-project-types')).toEqual([
      'content/pages/contact.json:65:18  form.projectTypes[1].value  Duplicate project type value "web-app": already used by form.projectTypes[0] (line 61)',
    ]);
  });

  it('rejects a technology listed twice in one entry', () => {
    expect(problemLines('duplicate-technologies')).toEqual([
      'content/jobs/snabby.mdx:12:5  technologies[2]  "react" is listed twice: also at technologies[0] (line 10)',
    ]);
  });

  it(`rejects dates after today (${today.toDateString()} in these tests)`, () => {
    expect(problemLines('future-dates')).toEqual([
      'content/certifications/mcts.json:6:13  period  The start is in the future (after 2025), received "2030 - Present"',
      'content/education.json:6:15  [0].period  The start is more than 2 years ahead (after 2027), received "2031": an upcoming entry starts within 2 years; is the year a typo?',
      'content/jobs/next.mdx:5:9  period  The start is more than 2 years ahead (after June 2027), received "January 2031 - Present": an upcoming entry starts within 2 years; is the year a typo?',
      'content/jobs/snabby.mdx:5:9  period  The end is in the future (after June 2025): write "Present" while it is ongoing, received "July 2020 - December 2030"',
      'content/projects/robots.mdx:10:7  year  The start is in the future (after 2025), received "2032 - Present"',
    ]);
  });

  // It asks for the words that mark it when the content has none.
  it('takes a job or course starting within two years as upcoming', () => {
    const rootDir = fixtureRoot('upcoming');
    const warnings = () => {
      const result = loadSiteContent({ rootDir, today });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
      return result.warnings.map(formatProblem).filter((line) => line.includes('after today'));
    };
    expect(warnings()).toEqual([
      'content/education.json:5:15  [0].period  Starts after today: the pages mark it as upcoming with the words of content/layout.json → dates.upcoming and dates.starting, which are missing; add them',
      'content/jobs/incoming.mdx:5:9  period  Starts after today: the pages mark it as upcoming with the words of content/layout.json → dates.upcoming and dates.starting, which are missing; add them',
    ]);
    const layout = join(rootDir, 'content/layout.json');
    const words = JSON.parse(readFileSync(layout, 'utf8')) as { dates: Record<string, string> };
    words.dates = { ...words.dates, upcoming: 'Upcoming', starting: 'Starting {date}' };
    writeFileSync(layout, JSON.stringify(words));
    expect(warnings()).toEqual([]);
  });

  // In either scheme.
  it('rejects an accent below AA contrast, offering a shade that reaches it', () => {
    expect(problemLines('accent-contrast')).toEqual([
      `content/site.json:13:14  accent.light  The accent #f59e0b reads at 1.87:1 on the light scheme's tinted background (#f2efe8); text needs 4.5:1 (WCAG AA). A darker shade such as "#945f06" passes`,
      `content/site.json:14:13  accent.dark  The accent #1d4ed8 reads at 2.59:1 on the dark scheme's tinted background (#1b1a18); text needs 4.5:1 (WCAG AA). A lighter shade such as "#597fe9" passes`,
    ]);
  });

  it('rejects links to pages the site does not have', () => {
    expect(problemLines('broken-links')).toEqual([
      'content/pages/home.json:6:15  hero.primaryCta.href  Links to "/projcts", which is not a page of this site — did you mean "/projects"?',
      'content/pages/home.json:113:15  closing.secondaryCta.href  Links to "/blog#latest", which is not a page of this site — the pages are /, /experience, /skills, /projects, /writing, /contact',
    ]);
  });
});

describe('one run', () => {
  it('reports every problem in every file, sorted by file then line', () => {
    // Cases that touch different files, so together they break six files in three formats.
    const cases = [
      'json-syntax',
      'bad-month',
      'unknown-field',
      'duplicate-page-heads',
      'links',
      'duplicate-skills',
    ];
    const lines = problemLines(cases);
    expect(lines.map((line) => line.slice(0, line.indexOf('  ')))).toEqual([
      'content/certifications/missing-comma.json:4:3',
      'content/certifications/single-quotes.json:3:11',
      'content/certifications/trailing-comma.json:6:36',
      'content/certifications/truncated.json:1:1',
      'content/certifications/unterminated.json:3:11',
      'content/jobs/auto-loan.mdx:4:9',
      'content/jobs/csc.mdx:8:1',
      'content/jobs/csc.mdx:15:3',
      'content/projects/real-estate.mdx:12:9',
      'content/projects/real-estate.mdx:13:11',
      'content/projects/real-estate.mdx:14:9',
      'content/projects/real-estate.mdx:15:3',
      'content/site.json:26:16',
      'content/site.json:35:22',
      'content/skills.json:155:19',
      'content/skills.json:163:13',
    ]);
  });

  it('loads the valid fixture with its "$schema" keys and yaml-language-server comments', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot(), today });
    if (!result.ok) expect.fail(result.problems.map((problem) => problem.message).join('\n'));
    expect(result.stats).toEqual({ files: 17, entries: 17, drafts: 0 });
    const site = result.content.find((loaded) => loaded.collection.name === 'site')!.entries[0]!.data;
    expect(site).not.toHaveProperty('$schema');
    expect(site).toHaveProperty('description', 'Portfolio of {name}.');
  });
});

describe('structure declared in content', () => {
  // Or, with none close, where to add one.
  it('takes project categories from the Projects page, naming the closest', () => {
    expect(problemLines('unknown-category')).toEqual([
      'content/projects/real-estate.mdx:5:11  category  Expected one of "Financial Technology", "Full Stack Development", "Enterprise Architecture" (declared in content/pages/projects.json → categories); received "Full Stack Developement" — did you mean "Full Stack Development"?',
      'content/projects/tools.mdx:5:11  category  Expected one of "Financial Technology", "Full Stack Development", "Enterprise Architecture" (declared in content/pages/projects.json → categories); received "Open Source"; add it to content/pages/projects.json → categories to use it',
    ]);
  });

  it('accepts any number of cards, groups, stats and entries', () => {
    const rootDir = fixtureRoot();
    const edit = (file: string, change: (data: Record<string, unknown[]>) => void) => {
      const path = join(rootDir, 'content', file);
      const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown[]>;
      change(data);
      writeFileSync(path, JSON.stringify(data));
    };
    edit('pages/home.json', (home) => {
      const cards = (home.strengths as unknown as { cards: unknown[] }).cards;
      cards.push({ ...(cards[0] as object), title: 'A seventh card' });
      home.stats = home.stats!.slice(0, 2);
    });
    edit('skills.json', (skills) => {
      skills.groups = skills.groups!.slice(0, 1);
      skills.coreTechnologies = skills.coreTechnologies!.slice(0, 3);
    });
    rmSync(join(rootDir, 'content/jobs/ford.mdx'));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });
});

describe('MDX bodies', () => {
  it('reports every body problem in the run, at its line and column in the file', () => {
    expect(problemLines('body-rules')).toEqual([
      'content/jobs/ford.mdx:19:57  (body)  A "{…}" expression would run JavaScript, which content cannot hold: write \\{ to show a brace, or {/* … */} for a comment',
      'content/jobs/ford.mdx:21:1  (body)  <script> is not allowed in content: it would run code in visitors’ browsers',
      'content/jobs/ford.mdx:23:9  (body)  A link to a "javascript:" address runs code: use an https:// address or a path on this site',
      'content/jobs/ford.mdx:23:36  (body)  The "onMouseOver" attribute would run code in visitors’ browsers: remove it',
      'content/projects/real-estate.mdx:16:2  (body)  HTML comments (<!-- … -->) are not allowed in MDX: write a comment as {/* … */}',
    ]);
  });

  it('checks each picture a body shows is a whole image in content/', () => {
    expect(problemLines('body-images')).toEqual([
      'content/jobs/ford.mdx:21:1  (body)  No picture at "images/dealers.png": put it in content/ (e.g. content/images/) and name it from there',
      'content/jobs/ford.mdx:23:6  (body)  A picture of the content is shown with Markdown, which the build sizes for every screen: write ![what it shows](images/jane.jpg)',
      'content/jobs/ford.mdx:25:1  (body)  No picture at "../../outside.png": put it in content/ (e.g. content/images/) and name it from there',
    ]);
  });

  it('reports a body left as the scaffold wrote it as blank', () => {
    expect(problemLines('scaffold-body')).toEqual([
      'content/jobs/acme.mdx:19:1  (body)  The description is still blank: write it in place of the {/* … */} note, which is a comment and is not shown',
    ]);
  });

  it('validates drafts like any entry and counts them', () => {
    const rootDir = fixtureRoot();
    const ford = join(rootDir, 'content/jobs/ford.mdx');
    writeFileSync(ford, readFileSync(ford, 'utf8').replace(/^id: ford$/m, 'id: ford\ndraft: true'));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok && result.stats).toEqual({ files: 17, entries: 17, drafts: 1 });
    writeFileSync(ford, readFileSync(ford, 'utf8').replace(/^period: .*$/m, 'period: Juen 1999 - May 2003'));
    expect(problemLines([], [], rootDir)).toEqual([
      'content/jobs/ford.mdx:7:9  period  Expected a month and year like "June 2012", received "Juen 1999"',
    ]);
  });
});
