/**
 * Publishing a build so that `dist/` is never missing or half-written for anyone reading it (a
 * running `npm start`, a browser, a deploy step), even if the build is killed at any moment.
 *
 * `dist` is a symbolic link to a finished build folder beside it, `.dist-<time>-<pid>`. A build
 * writes a folder of its own and publishes it by renaming a new link over `dist`: one rename, which
 * the file system performs atomically, so a reader sees the old site or the new one and never
 * neither. Whatever a killed build leaves behind (its folder, a link not yet renamed) is named after
 * its process, and the next build removes it once that process is gone.
 */
import { lstat, mkdir, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Whether a process is still running (a build in another terminal keeps its folders). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names this module gives the files beside an output folder, each ending in a process id. */
function namesFor(outDir: string) {
  const name = escapeRegExp(path.basename(outDir));
  return {
    /** A finished or unfinished build: `.dist-<time>-<pid>`. */
    build: new RegExp(`^\\.${name}-[a-z\\d]+-(\\d+)$`),
    /** A link made to be renamed over the output: `.dist.link-<pid>`. */
    link: new RegExp(`^\\.${name}\\.link-(\\d+)$`),
    /** What builds before this module left when killed mid-swap: `dist.previous-<pid>`. */
    legacy: new RegExp(`^${name}\\.previous-(\\d+)$`),
  };
}

/** The build folder the output link points at, if it is one. */
export async function publishedBuild(outDir: string): Promise<string | undefined> {
  const info = await lstat(outDir).catch(() => undefined);
  if (!info?.isSymbolicLink()) return undefined;
  return path.resolve(path.dirname(outDir), await readlink(outDir));
}

/** A build's own folder, and what killed builds left that could not be removed (the next build tries again). */
export interface BuildFolder {
  folder: string;
  /** Each leftover still there, and why it could not be removed. */
  stuck: { path: string; reason: string }[];
}

/**
 * Removes what killed builds left beside `outDir` (and their staging folders in `stagingParent`,
 * named `.build-<pid>-<n>`), and returns a new, empty folder for this build to write its site into.
 */
export async function startBuildFolder(outDir: string, stagingParent: string): Promise<BuildFolder> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  const names = namesFor(outDir);
  const published = await publishedBuild(outDir);
  const leftovers = async (dir: string, patterns: RegExp[]) =>
    (await readdir(dir).catch(() => [] as string[]))
      .map((name) => ({ name, pid: patterns.map((pattern) => pattern.exec(name)?.[1]).find(Boolean) }))
      .filter(({ name, pid }) => pid && !isRunning(Number(pid)) && path.join(dir, name) !== published)
      .map(({ name }) => path.join(dir, name));
  const stale = [
    ...(await leftovers(parent, [names.build, names.link, names.legacy])),
    ...(await leftovers(stagingParent, [/^\.build-(\d+)(?:-\d+)?$/])),
  ];
  const stuck: BuildFolder['stuck'] = [];
  await Promise.all(
    stale.map((dir) =>
      rm(dir, { recursive: true, force: true }).catch((error: unknown) => {
        stuck.push({ path: dir, reason: error instanceof Error ? error.message : String(error) });
      }),
    ),
  );

  const folder = path.join(parent, `.${path.basename(outDir)}-${Date.now().toString(36)}-${process.pid}`);
  await mkdir(folder);
  return { folder, stuck };
}

export interface Published {
  /** The build the output showed before, if this module made it; the caller removes it. */
  previous?: string;
}

/**
 * Makes `outDir` show `folder` in one atomic rename. An output that is still a plain folder (from
 * before builds were published this way, or made by hand) is first moved aside, once: the only
 * moment in which `outDir` is missing, and only on the first build that meets such a folder.
 */
export async function publishBuild(folder: string, outDir: string): Promise<Published> {
  const parent = path.dirname(outDir);
  const link = path.join(parent, `.${path.basename(outDir)}.link-${process.pid}`);
  await rm(link, { force: true });
  await symlink(path.basename(folder), link, 'dir');

  const info = await lstat(outDir).catch(() => undefined);
  let previous: string | undefined;
  if (info?.isSymbolicLink()) {
    const target = await publishedBuild(outDir);
    if (target && namesFor(outDir).build.test(path.basename(target)) && path.dirname(target) === parent) {
      previous = target;
    }
  } else if (info) {
    previous = path.join(parent, `.${path.basename(outDir)}-${Date.now().toString(36)}p-${process.pid}`);
    await rename(outDir, previous);
  }
  await rename(link, outDir);
  return { previous };
}

/** Whether `outDir` shows `folder` (the publish step happened), for a failure message that is true. */
export async function isPublished(folder: string, outDir: string): Promise<boolean> {
  const shown = await realpath(outDir).catch(() => undefined);
  return shown !== undefined && shown === (await realpath(folder).catch(() => undefined));
}

/** Removes a published build: the folder `outDir` shows, then the link. */
export async function removeBuild(outDir: string): Promise<void> {
  const folder = await publishedBuild(outDir);
  if (folder) await rm(folder, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
