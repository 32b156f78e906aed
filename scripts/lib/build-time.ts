/**
 * When a build happened, as its outputs record it (the sitemap's `lastmod`, the JSON résumé's
 * `lastModified`, the feeds' `updated`, the PDF's creation date, the year and day the pages show
 * until the visitor's clock takes over): `SOURCE_DATE_EPOCH`, the reproducible-builds convention
 * (seconds since 1970, as `git log -1 --format=%ct` gives them), when it is set, so that two builds of
 * the same sources are the same to the byte; otherwise now.
 */
export function buildTime(env: NodeJS.ProcessEnv = process.env): Date {
  return pinnedBuildTime(env) ?? new Date();
}

/** The time `SOURCE_DATE_EPOCH` sets, if it is set; a value that is not a whole number of seconds stops the build. */
export function pinnedBuildTime(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const value = env.SOURCE_DATE_EPOCH;
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value))
    throw new Error(
      `SOURCE_DATE_EPOCH is "${value}": it takes the build's time in whole seconds since 1970 (git log -1 --format=%ct)`,
    );
  return new Date(Number(value) * 1000);
}
