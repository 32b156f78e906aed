/**
 * Two LaTeX résumés, compiled with XeLaTeX in Latin Modern: a one-column article (small capitals
 * in the name and headings, justified and hyphenated text, the fi and fl ligatures) and a moderncv
 * one (dates in a left rail, a letter before each contact detail: its symbols need fontawesome5,
 * which texlive-fonts-extra alone carries). Their PDFs are dated
 * by SOURCE_DATE_EPOCH, so a re-render is byte for byte the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { corpusDate } from './fixed-dates.ts';
import type { Words } from './words.ts';

/** `text` as LaTeX prints it, its special characters escaped. */
const tex = (text = ''): string =>
  text.replace(/[\\{}$&#^_%~]/g, (char) =>
    char === '\\'
      ? '\\textbackslash{}'
      : char === '~'
        ? '\\textasciitilde{}'
        : char === '^'
          ? '\\textasciicircum{}'
          : `\\${char}`,
  );

const items = (lines: readonly string[] = []): string =>
  lines.length
    ? `\\begin{itemize}\\setlength\\itemsep{0pt}\n${lines.map((line) => `\\item ${tex(line)}`).join('\n')}\n\\end{itemize}`
    : '';

/** The one-column article résumé's source. */
export function articleTex(resume: JsonResume, words: Words): string {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const contact = [basics.email, basics.phone, basics.url?.replace(/^https?:\/\//, ''), basics.location?.city]
    .filter(Boolean)
    .map((part) => tex(part))
    .join(' \\textbar{} ');
  const section = (heading: string, body: string) =>
    body.trim() ? `\\section*{${tex(heading)}}\n${body}\n` : '';
  const jobs = (resume.work ?? [])
    .map(
      (job) =>
        `\\noindent\\textbf{${tex(job.position)}}, \\textit{${tex(job.name)}}\\hfill ${tex(words.period(job.startDate, job.endDate, words))}\\\\\n` +
        `${job.location ? `{\\small ${tex(job.location)}}` : ''}\n${items(job.highlights)}\n`,
    )
    .join('\n');
  const schools = (resume.education ?? [])
    .map(
      (school) =>
        `\\noindent\\textbf{${tex(school.institution)}}\\hfill ${tex(
          [school.startDate, school.endDate]
            .filter(Boolean)
            .map((d) => d!.slice(0, 4))
            .join('–'),
        )}\\\\\n` + `${tex([school.studyType, school.area].filter(Boolean).join(', '))}\n`,
    )
    .join('\n');
  const skills = (resume.skills ?? [])
    .map((s) => `\\textsc{${tex(s.name)}}: ${tex((s.keywords ?? []).join(', '))}`)
    .join('\\\\\n');
  const languages = (resume.languages ?? []).map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ');
  const certificates = items(
    (resume.certificates ?? []).map((c) =>
      [c.name, c.issuer, c.date?.slice(0, 4)].filter(Boolean).join(', '),
    ),
  );
  const projects = (resume.projects ?? [])
    .map((p) => `\\noindent\\textbf{${tex(p.name)}}${p.description ? ` — ${tex(p.description)}` : ''}\n`)
    .join('\n');
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage{fontspec}
\\usepackage[margin=18mm]{geometry}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\titleformat{\\section}{\\large\\scshape}{}{0pt}{}[\\titlerule]
\\titlespacing*{\\section}{0pt}{8pt}{4pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${tex(basics.name)}}\\\\[3pt]
{\\large ${tex(basics.label)}}\\\\[3pt]
${contact}
\\end{center}
${section(headings.summary, tex(basics.summary))}${section(headings.experience, jobs)}${section(headings.education, schools)}${section(headings.skills, skills)}${section(headings.languages, languages)}${section(headings.certificates, certificates)}${section(headings.projects, projects)}\\end{document}
`;
}

/** The moderncv résumé's source (classic style). */
export function moderncvTex(resume: JsonResume, words: Words): string {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const name = basics.name ?? '';
  const split = name.lastIndexOf(' ');
  const github = basics.profiles?.find((p) => p.network === 'GitHub');
  const jobs = (resume.work ?? [])
    .map(
      (job) =>
        `\\cventry{${tex(words.period(job.startDate, job.endDate, words))}}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{}{${items(job.highlights)}}`,
    )
    .join('\n');
  const schools = (resume.education ?? [])
    .map(
      (school) =>
        `\\cventry{${tex(
          [school.startDate, school.endDate]
            .filter(Boolean)
            .map((d) => d!.slice(0, 4))
            .join('--'),
        )}}{${tex(school.studyType)}}{${tex(school.institution)}}{}{}{${tex(school.area)}}`,
    )
    .join('\n');
  const section = (heading: string, body: string) =>
    body.trim() ? `\\section{${tex(heading)}}\n${body}\n` : '';
  return `\\documentclass[10pt,a4paper,sans]{moderncv}
\\moderncvstyle[nosymbols]{classic}
\\moderncvcolor{blue}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(name.slice(0, split))}}{${tex(name.slice(split + 1))}}
\\title{${tex(basics.label)}}
${basics.location?.city ? `\\address{${tex(basics.location.city)}}{}{}` : ''}
${basics.phone ? `\\phone[mobile]{${tex(basics.phone)}}` : ''}
${basics.email ? `\\email{${tex(basics.email)}}` : ''}
${basics.url ? `\\homepage{${tex(basics.url.replace(/^https?:\/\//, ''))}}` : ''}
${github?.url ? `\\extrainfo{${tex(github.url.replace(/^https?:\/\//, ''))}}` : ''}
\\begin{document}
\\makecvtitle
${section(headings.summary, tex(basics.summary))}${section(headings.experience, jobs)}${section(headings.education, schools)}${section(
    headings.skills,
    (resume.skills ?? [])
      .map((s) => `\\cvitem{${tex(s.name)}}{${tex((s.keywords ?? []).join(', '))}}`)
      .join('\n'),
  )}${section(
    headings.languages,
    (resume.languages ?? [])
      .map((l) => `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency)}}{}`)
      .join('\n'),
  )}${section(
    headings.certificates,
    (resume.certificates ?? [])
      .map((c) => `\\cvitem{${tex(c.date?.slice(0, 4))}}{${tex(c.name)}}`)
      .join('\n'),
  )}\\end{document}
`;
}

/** The PDF XeLaTeX makes of `source`, dated the corpus's day. */
export function compileTex(source: string): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'corpus-tex-'));
  try {
    writeFileSync(join(folder, 'resume.tex'), source);
    const env = {
      ...process.env,
      SOURCE_DATE_EPOCH: String(corpusDate.getTime() / 1000),
      FORCE_SOURCE_DATE: '1',
    };
    try {
      execFileSync('xelatex', ['-interaction=nonstopmode', '-halt-on-error', 'resume.tex'], {
        cwd: folder,
        env,
        stdio: 'pipe',
      });
    } catch {
      const log = readFileSync(join(folder, 'resume.log'), 'utf8');
      throw new Error(
        `XeLaTeX failed:\n${
          log
            .split('\n')
            .filter((line) => line.startsWith('!'))
            .join('\n') || log.slice(-2000)
        }`,
      );
    }
    return readFileSync(join(folder, 'resume.pdf'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
