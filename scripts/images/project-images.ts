/**
 * Entries' pictures (a project's `images`, a post's `cover`), made like the portrait:
 * vite-imagetools turns each file into AVIF and WebP at the widths the pages show, from an import
 * the content pipeline writes into `src/content/generated/project-images.ts` (and `post-images.ts`);
 * a file that is missing, outside `content/` or not an image is an error at its `src`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Post } from '../../src/content/schemas/posts.ts';
import type { Project } from '../../src/content/schemas/projects.ts';
import type { CheckedEntry, GeneratedFile, LoadedCollection, Rule } from '../content/define.ts';
import { generatedHeader } from '../content/generate.ts';
import { problemAt } from '../content/issues.ts';
import { inspectImage } from './inspect.ts';

/**
 * The widths made: the card shows a picture at most about 26rem wide from 64rem, and across a phone
 * below it; 640 pixels serve a phone or a wide screen at 1×, 1200 sharp screens.
 */
const projectImageWidths = [640, 1200] as const;

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

/** Where an entry's pictures are: each with its place in the entry. */
type PicturesOf = (data: never) => { path: PropertyKey[]; src: string }[];

/** The pictures of the collections that have them, and the module each collection's are written to. */
const picturedCollections: { collection: string; file: string; name: string; pictures: PicturesOf }[] = [
  {
    collection: 'projects',
    file: 'project-images.ts',
    name: 'projectImages',
    pictures: (project: Project) =>
      (project.images ?? []).map((image, index) => ({ path: ['images', index, 'src'], src: image.src })),
  },
  {
    collection: 'posts',
    file: 'post-images.ts',
    name: 'postImages',
    pictures: (post: Post) => (post.cover ? [{ path: ['cover', 'src'], src: post.cover.src }] : []),
  },
];

/** Every picture an entry names must be an image file inside `content/`. */
function imagesRule(pictures: PicturesOf): Rule {
  return ({ entries, contentDir }) =>
    entries.flatMap((entry: CheckedEntry) =>
      pictures(entry.data as never).flatMap(({ path, src }) => {
        const problem = imageProblem(contentDir, src);
        return problem ? [problemAt(entry, path, problem)] : [];
      }),
    );
}

export const projectImagesRule = imagesRule(picturedCollections[0]!.pictures);
export const postImagesRule = imagesRule(picturedCollections[1]!.pictures);

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

/**
 * `project-images.ts` and `post-images.ts` for the generated folder: each entry's pictures by its
 * id, in the order it names them.
 */
export function renderProjectImages(content: readonly LoadedCollection[], outDir: string): GeneratedFile[] {
  return picturedCollections.map(({ collection, file, name, pictures }) => {
    const loaded = content.find((candidate) => candidate.collection.name === collection);
    const imports: string[] = [];
    const entries: string[] = [];
    for (const entry of loaded?.entries ?? []) {
      // The content folder: as many folders up from the entry as the collection's source is deep.
      const contentDir = resolve(
        dirname(entry.path),
        ...loaded!.collection.source.split('/').map(() => '..'),
      );
      const names = pictures(entry.data as never).map(({ src }) => {
        const source = join(contentDir, src);
        const version = createHash('sha1').update(readFileSync(source)).digest('hex').slice(0, 12);
        let path = relative(outDir, source).split(sep).join('/');
        if (!path.startsWith('.')) path = `./${path}`;
        const picture = `picture${imports.length}`;
        imports.push(`import ${picture} from '${path}?${directives(version)}';`);
        return picture;
      });
      const id = (entry.data as { id: string }).id;
      if (names.length > 0) entries.push(`  ${JSON.stringify(id)}: [${names.join(', ')}],`);
    }
    return {
      file,
      text: [
        generatedHeader,
        `import type { Picture } from '../picture';`,
        ...imports,
        '',
        "/** Each entry's pictures by its id, in the order it names them (their alt text is there). */",
        `export const ${name}: Record<string, readonly Picture[]> = {`,
        ...entries,
        '};',
        '',
      ].join('\n'),
    };
  });
}
