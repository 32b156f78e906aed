/**
 * Project pictures (`images` in a project's front matter), made like the portrait: vite-imagetools
 * turns each file into AVIF and WebP at the widths the project card shows, from an import the
 * content pipeline writes into `src/content/generated/project-images.ts`; a file that is missing,
 * outside `content/` or not an image is an error at its `src`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Project } from '../../src/content/schemas.ts';
import type { CheckedEntry, GeneratedFile, LoadedCollection, Rule } from '../content/define.ts';
import { generatedHeader } from '../content/generate.ts';
import { problemAt } from '../content/issues.ts';
import { inspectImage } from './inspect.ts';

/**
 * The widths made: the card shows a picture at most about 26rem wide from 64rem, and across a phone
 * below it; 640 pixels serve a phone or a wide screen at 1×, 1200 sharp screens.
 */
export const projectImageWidths = [640, 1200] as const;

const isSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(bytes.toString('utf8', 0, 2048));

/** Why the file a project names cannot be a picture, or undefined when it can. */
function imageProblem(contentDir: string, src: string): string | undefined {
  const shown = `content/${src}`;
  let bytes: Buffer;
  try {
    const real = realpathSync(join(contentDir, src));
    const inside = relative(realpathSync(contentDir), real);
    if (inside.startsWith('..') || inside.startsWith(sep))
      return `${shown} leads outside content/: keep the picture itself in content/`;
    bytes = readFileSync(real);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? `No picture at ${shown}: the path is relative to content/`
      : `${shown} could not be read (${code ?? String(error)})`;
  }
  if (isSvg(bytes)) return undefined;
  const image = inspectImage(bytes);
  return image.ok ? undefined : `${shown} ${image.reason}`;
}

/** Every picture a project names must be an image file inside `content/`. */
export const projectImagesRule: Rule = ({ entries, contentDir }) =>
  entries.flatMap((entry: CheckedEntry) =>
    ((entry.data as Project).images ?? []).flatMap((image, index) => {
      const problem = imageProblem(contentDir, image.src);
      return problem ? [problemAt(entry, ['images', index, 'src'], problem)] : [];
    }),
  );

function directives(version: string): string {
  return [
    `w=${projectImageWidths.join(';')}`,
    'aspect=16:9',
    'fit=cover',
    'format=avif;webp',
    'quality=62',
    `v=${version}`,
    'as=picture',
  ].join('&');
}

/** `project-images.ts` for the generated folder: each project's pictures by its id, the cover first. */
export function renderProjectImages(content: readonly LoadedCollection[], outDir: string): GeneratedFile[] {
  const loaded = content.find((collection) => collection.collection.name === 'projects');
  const imports: string[] = [];
  const entries: string[] = [];
  for (const entry of loaded?.entries ?? []) {
    const project = entry.data as Project;
    // The content folder: as many folders up from the entry as the collection's source is deep.
    const contentDir = resolve(dirname(entry.path), ...loaded!.collection.source.split('/').map(() => '..'));
    const pictures = (project.images ?? []).map((image) => {
      const file = join(contentDir, image.src);
      const version = createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 12);
      let path = relative(outDir, file).split(sep).join('/');
      if (!path.startsWith('.')) path = `./${path}`;
      const name = `picture${imports.length}`;
      imports.push(`import ${name} from '${path}?${directives(version)}';`);
      return name;
    });
    if (pictures.length > 0) entries.push(`  ${JSON.stringify(project.id)}: [${pictures.join(', ')}],`);
  }
  return [
    {
      file: 'project-images.ts',
      text: [
        generatedHeader,
        `import type { Picture } from '../picture';`,
        ...imports,
        '',
        "/** Each project's pictures by its id, in the order of its `images` (their alt text is there). */",
        'export const projectImages: Record<string, readonly Picture[]> = {',
        ...entries,
        '};',
        '',
      ].join('\n'),
    },
  ];
}
