/**
 * The rule for the owner's photo (`photo` in profile.json): the file it names must be in `content/`
 * and be a whole JPEG, PNG, WebP or AVIF image; one smaller than the largest portrait the pages show
 * is allowed, with a warning. Problems point at the `photo` field.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { Profile } from '#src/content/schemas/profile.ts';
import { inspectImage } from './images/inspect.ts';
import { largestPortraitWidth } from './images/portrait.ts';
import { problemAt } from '#engine/issues.ts';
import type { Problem } from '#engine/problem.ts';
import type { CheckedEntry, Rule } from '#engine/define.ts';
import { closest } from '#engine/words.ts';

interface PhotoCheck {
  problems: Problem[];
  warnings: Problem[];
}

/** The rule for a collection whose entries name a photo: problems stop the build, warnings do not. */
export const photoRule: Rule = ({ entries, contentDir, warn }) => {
  const { problems, warnings } = photoProblems(entries, contentDir);
  warnings.forEach(warn);
  return problems;
};

/** Checks the photo each validated profile entry names (there is one). */
function photoProblems(profiles: readonly CheckedEntry[], contentDir: string): PhotoCheck {
  const check: PhotoCheck = { problems: [], warnings: [] };
  for (const entry of profiles) {
    const { photo } = entry.data as Profile;
    if (!photo) continue;
    const shown = `content/${photo}`;
    const at = (message: string) => problemAt(entry, ['photo'], message);
    const file = join(contentDir, photo);

    let bytes: Buffer;
    try {
      if (!isInside(contentDir, realpathSync(file))) {
        check.problems.push(at(`${shown} leads outside content/: keep the photo itself in content/`));
        continue;
      }
      bytes = readFileSync(file);
    } catch (error) {
      check.problems.push(at(unreadable(error, contentDir, photo)));
      continue;
    }
    const image = inspectImage(bytes);
    if (!image.ok) {
      check.problems.push(at(`${shown} ${image.reason}`));
      continue;
    }
    const shorter = Math.min(image.width, image.height);
    if (shorter < largestPortraitWidth) {
      check.warnings.push(
        at(
          `The photo is ${image.width}×${image.height} pixels; the pages show it up to ${largestPortraitWidth} ` +
            `pixels wide on sharp screens, where it will look soft: use one at least ${largestPortraitWidth} pixels on its shorter side`,
        ),
      );
    }
  }
  return check;
}

/** Why a photo file could not be read, with the likely name when it is a typo. */
function unreadable(error: unknown, contentDir: string, photo: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  const shown = `content/${photo}`;
  if (code === 'EISDIR') return `${shown} is a folder: name the image file inside it`;
  if (code !== 'ENOENT' && code !== 'ENOTDIR') return `${shown} could not be read (${code ?? String(error)})`;
  let siblings: string[] = [];
  try {
    siblings = readdirSync(join(contentDir, dirname(photo)));
  } catch {
    // The folder is missing too: no name to suggest.
  }
  const suggestion = closest(posix.basename(photo), siblings);
  const hint = suggestion ? ` — did you mean "${posix.join(posix.dirname(photo), suggestion)}"?` : '';
  return `No photo at ${shown}: the path is relative to content/${hint}`;
}

function isInside(dir: string, file: string): boolean {
  const path = relative(realpathSync(dir), file);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..';
}
