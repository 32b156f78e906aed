/**
 * Entries' pictures (a project's `images`, a post's `cover`), written into the generated modules
 * `project-images.ts` and `post-images.ts`; a file that is missing, outside `content/` or not an
 * image is an error at its `src`.
 *
 * A project's photo or screenshot is made like the portrait: vite-imagetools turns it into AVIF and
 * WebP at the widths the pages and the full-size view show, at its own proportions. A project's SVG
 * is a drawing (drawing.ts): kept to what draws, written beside the modules as a file of its own
 * (which a page links to), and carried to the prerenderer so each page holds it as part of itself,
 * drawn in the scheme's colours. A post's cover is made into pictures whatever its format.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Site } from '#src/content/config.ts';
import type { Post } from '#src/content/schemas/posts.ts';
import type { Project } from '#src/content/schemas/projects.ts';
import { typefaces } from '#src/styles/typefaces.ts';
import type { CheckedEntry, GeneratedFile, LoadedCollection, Rule } from '#engine/define.ts';
import { generatedHeader } from '#engine/generate.ts';
import { problemAt } from '#engine/issues.ts';
import { colourRoles, drawingFile, readDrawing, smallLabelProblem, type Drawing } from './drawing.ts';
import { inspectImage } from './inspect.ts';

/**
 * The widths a project's photo or screenshot is made in, up to its own: 640 pixels serve a card on
 * a wide screen at 1×, 800 a cover across a phone (about 370 px at 1.75–2×, where the next width
 * up weighs twice as much and made the cover the page's slowest paint), 1200 sharp screens, 2000 the
 * full-size view on a wide screen.
 */
const projectImageWidths = [640, 800, 1200, 2000] as const;

/** A post's cover: across the post's column, cropped to the proportions of a link preview. */
const coverWidths = [640, 1200] as const;

const isSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.toString('utf8', 0, 2048),
  );

/** The file a picture names, or why it cannot be a picture. */
function readPicture(contentDir: string, src: string): { bytes: Buffer } | { problem: string } {
  const shown = `content/${src}`;
  let bytes: Buffer;
  try {
    const real = realpathSync(join(contentDir, src));
    const inside = relative(realpathSync(contentDir), real);
    if (inside.startsWith('..') || inside.startsWith(sep))
      return { problem: `${shown} leads outside content/: keep the picture itself in content/` };
    bytes = readFileSync(real);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      problem:
        code === 'ENOENT' || code === 'ENOTDIR'
          ? `No picture at ${shown}: the path is relative to content/`
          : `${shown} could not be read (${code ?? String(error)})`,
    };
  }
  if (isSvg(bytes)) return { bytes };
  const image = inspectImage(bytes);
  return image.ok ? { bytes } : { problem: `${shown} ${image.reason}` };
}

/** The owner's light accent, which a drawing may be drawn with (content/site.json). */
const accentOf = (site: readonly { data: unknown }[]) => (site[0]?.data as Site | undefined)?.accent.light;

/** The id a project's drawing is known by on the site: its ids are prefixed with it, its file named. */
const drawingId = (projectId: string, index: number) => `${projectId}-${index}`;

/** What the owner is told of a drawing: problems (what would run, what cannot be read) and warnings. */
function drawingFindings(drawing: Drawing, shown: string, accent: string) {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (drawing.refused.length > 0)
    problems.push(
      `${shown} holds what would run on the page (${drawing.refused.join(', ')}): remove it; a picture runs nothing`,
    );
  if (drawing.removed.length > 0)
    warnings.push(`The page leaves out of ${shown} ${drawing.removed.join('; ')}`);
  if (drawing.fixedColours.length > 0) {
    const byRole = new Map<string, string[]>();
    for (const [hex, role] of colourRoles(accent)) byRole.set(role, [...(byRole.get(role) ?? []), hex]);
    const named = [...byRole].map(([role, hexes]) => `${role} ${hexes.join(' or ')}`).join(', ');
    warnings.push(
      `${shown} draws ${drawing.fixedColours.join(', ')} alike in the light and dark schemes: to follow ` +
        `the scheme, draw with the page's colours (${named})`,
    );
  }
  const small = smallLabelProblem(drawing);
  if (small) warnings.push(`In ${shown}, ${small}`);
  return { problems, warnings };
}

/**
 * A project's pictures must be image files inside `content/`; a drawing must be one the page can
 * hold (nothing that runs), and is worth a warning when part of it would be lost or too small to read.
 */
export const projectImagesRule: Rule = ({ entries, contentDir, collection, warn }) => {
  const accent = accentOf(collection('site'));
  return entries.flatMap((entry: CheckedEntry) =>
    ((entry.data as Project).images ?? []).flatMap(({ src }, index) => {
      const at = (message: string) => problemAt(entry, ['images', index, 'src'], message);
      const read = readPicture(contentDir, src);
      if ('problem' in read) return [at(read.problem)];
      if (!isSvg(read.bytes) || !accent) return [];
      const shown = `content/${src}`;
      const id = drawingId((entry.data as Project).id, index);
      const drawing = readDrawing(read.bytes.toString('utf8'), { id, accent });
      if (!drawing.ok) return [at(`${shown} ${drawing.reason}`)];
      const { problems, warnings } = drawingFindings(drawing, shown, accent);
      warnings.map(at).forEach(warn);
      return problems.map(at);
    }),
  );
};

/** A post's cover must be an image file inside `content/`. */
export const postImagesRule: Rule = ({ entries, contentDir }) =>
  entries.flatMap((entry: CheckedEntry) => {
    const { cover } = entry.data as Post;
    const read = cover && readPicture(contentDir, cover.src);
    return read && 'problem' in read ? [problemAt(entry, ['cover', 'src'], read.problem)] : [];
  });

/** An import path from the generated folder to `file`. */
function importPath(outDir: string, file: string): string {
  const path = relative(outDir, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const version = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex').slice(0, 12);

/** The imagetools directives: the widths, the formats, the file's hash (a new file is a new import). */
function directives(widths: readonly number[], bytes: Buffer, crop: string[] = []): string {
  return [
    `w=${widths.join(';')}`,
    ...crop,
    'format=avif;webp',
    'quality=62',
    `v=${version(bytes)}`,
    // Last, so the import matches the module declaration in src/content/picture-imports.d.ts.
    'as=picture',
  ].join('&');
}

/** The widths a project's photo or screenshot is made in: never wider than the file itself. */
function widthsFor(bytes: Buffer): number[] {
  const image = inspectImage(bytes);
  const own = image.ok ? image.width : projectImageWidths.at(-1)!;
  const widths: number[] = projectImageWidths.filter((width) => width <= own);
  if (own < projectImageWidths.at(-1)! && !widths.includes(own)) widths.push(own);
  return widths;
}

/** The face a drawing's file names, for when it is opened on its own (the page sets its own). */
const drawingFace = [`'${typefaces.text.family}'`, 'Arial', typefaces.text.generic].join(', ');

/**
 * `project-images.ts`, and each drawing's file under `drawings/`: every project's pictures by its
 * id, in the order it names them. A drawing's elements are in the module for the prerenderer only
 * (`import.meta.env.SSR`); the browser finds them in the page, or fetches the drawing's file.
 */
function renderProjectModule(content: readonly LoadedCollection[], outDir: string): GeneratedFile[] {
  const loaded = content.find((candidate) => candidate.collection.name === 'projects');
  const accent = accentOf(content.find((candidate) => candidate.collection.name === 'site')?.entries ?? []);
  const files: GeneratedFile[] = [];
  const imports: string[] = [];
  const entries: string[] = [];
  for (const entry of loaded?.entries ?? []) {
    const project = entry.data as Project;
    const { contentDir } = entry;
    const pictures = (project.images ?? []).map(({ src, alt }, index) => {
      const source = join(contentDir, src);
      const bytes = readFileSync(source);
      const name = `picture${imports.length}`;
      const drawing =
        isSvg(bytes) &&
        accent &&
        readDrawing(bytes.toString('utf8'), { id: drawingId(project.id, index), accent });
      if (!drawing || !drawing.ok) {
        imports.push(
          `import ${name} from '${importPath(outDir, source)}?${directives(widthsFor(bytes), bytes)}';`,
        );
        return `{ picture: ${name} }`;
      }
      const file = `drawings/${drawingId(project.id, index)}.svg`;
      files.push({ file, text: drawingFile(drawing, alt, drawingFace) });
      // Kept a file of its own, whatever its size: the security policy admits no `data:` address.
      imports.push(`import ${name} from './${file}?no-inline';`);
      const { viewBox, width, height, markup } = drawing;
      return (
        `{ drawing: { src: ${name}, viewBox: ${JSON.stringify(viewBox)}, width: ${width}, height: ${height}, ` +
        `markup: import.meta.env.SSR ? ${JSON.stringify(markup)} : undefined } }`
      );
    });
    if (pictures.length > 0) entries.push(`  ${JSON.stringify(project.id)}: [${pictures.join(', ')}],`);
  }
  return [
    ...files,
    {
      file: 'project-images.ts',
      text: [
        generatedHeader,
        `import type { ProjectImage } from '../picture';`,
        ...imports,
        '',
        "/** Each project's pictures by its id, in the order it names them (their alt text is there). */",
        'export const projectImages: Record<string, readonly ProjectImage[]> = {',
        ...entries,
        '};',
        '',
      ].join('\n'),
    },
  ];
}

/** `post-images.ts`: each post's cover by its id. */
function renderPostModule(content: readonly LoadedCollection[], outDir: string): GeneratedFile {
  const loaded = content.find((candidate) => candidate.collection.name === 'posts');
  const imports: string[] = [];
  const entries: string[] = [];
  for (const entry of loaded?.entries ?? []) {
    const post = entry.data as Post;
    if (!post.cover) continue;
    const source = join(entry.contentDir, post.cover.src);
    const bytes = readFileSync(source);
    const name = `picture${imports.length}`;
    imports.push(
      `import ${name} from '${importPath(outDir, source)}?${directives(coverWidths, bytes, ['aspect=16:9', 'fit=cover'])}';`,
    );
    entries.push(`  ${JSON.stringify(post.id)}: [${name}],`);
  }
  return {
    file: 'post-images.ts',
    text: [
      generatedHeader,
      `import type { Picture } from '../picture';`,
      ...imports,
      '',
      "/** Each post's cover by its id (its alt text is in the post). */",
      'export const postImages: Record<string, readonly Picture[]> = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  };
}

/** The generated modules of entries' pictures, and the drawings' files. */
export function renderProjectImages(content: readonly LoadedCollection[], outDir: string): GeneratedFile[] {
  return [...renderProjectModule(content, outDir), renderPostModule(content, outDir)];
}
