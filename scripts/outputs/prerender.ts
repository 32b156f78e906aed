import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import { firstFaceFiles } from './faces/font-faces.ts';
import type { BuildCache } from '#lib/build-cache.ts';
import { pageSprite } from '#site-content/icons/sprite.ts';
import { headScriptTag } from './hosts/head-script.ts';
import { netlifyHeaders } from './hosts/host-config.ts';
import { routeFiles } from './route-files.ts';
import { securityHeaders, securityMetaTags, type SecurityOptions } from './hosts/security-headers.ts';
import type { SiteLanguage } from '#src/content/values/languages.ts';
import { siteAddress } from '#src/lib/site-address.ts';
import { siteFiles, siteFilesEntry, type SiteFileContent, type SiteFileGroup } from './site-files/index.ts';
import { notFoundPage } from '#src/content/values/pages.ts';
import { buildTime } from '#lib/build-time.ts';

/** The part of Vite's build manifest the prerenderer reads. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  /** Every page the site publishes: the routes', then the entries' (a post's with its body's file). */
  pages: readonly { id: string; path: string; body?: string }[];
  preloadPages(): Promise<void>;
  renderPage(sitePath: string, template: string): Promise<string>;
  /** A site path as an address under the site's base path (src/lib/site-address.ts). */
  address(sitePath: string, options?: { absolute?: boolean }): string;
}

export interface PrerenderOptions {
  /** The client build: its `index.html` is the template and receives every page. */
  clientDir: string;
  /** The server build: its entries `entry-server.js` (the pages) and `site-files.js` (the other files' content). */
  serverDir: string;
  /** When the pages were built, for the sitemap's `lastmod`. */
  builtAt?: Date;
  /** What the security policy admits (the contact endpoint): for `_headers` and each page's meta tags. */
  security?: SecurityOptions;
  /** The content folder, where the owner's photo is found. */
  contentDir: string;
  /** The client build's root (`src/`), to which its manifest names modules. */
  sourceDir: string;
  /**
   * The site's languages, and whether this build is of its own: that one writes the files the
   * whole site shares (the sitemap, naming every language's pages, `robots.txt`, `_headers`). A
   * site in one language without it.
   */
  languages?: { all: readonly SiteLanguage[]; own: boolean };
  /** Where the files made from content are kept between builds (none by default). */
  cache?: BuildCache;
}

export interface PrerenderResult {
  /** Each page's own file, relative to the client build (a route's page is also written beside it: route-files.ts). */
  pages: string[];
  /** Milliseconds each generator of the other files took (scripts/outputs/site-files). */
  timings: Record<SiteFileGroup['name'], number>;
}

/**
 * Writes every route as a complete HTML document (`index.html`, `experience.html` and
 * `experience/index.html`, …: see route-files.ts), `404.html`, `sitemap.xml`, `robots.txt`, the
 * résumé in JSON Resume format (`resume.json`), the files made from content (the PDF résumé,
 * social cards, icons, manifest: see scripts/outputs/site-files) and the headers file static hosts read
 * (`_headers`) into the client build. Every page carries the security policy as `<meta>` tags too,
 * so it holds on a host that sends no headers of ours.
 */
export async function prerender({
  clientDir,
  serverDir,
  builtAt = buildTime(),
  security = {},
  contentDir,
  sourceDir,
  languages,
  cache,
}: PrerenderOptions): Promise<PrerenderResult> {
  const entry = async (name: string) => import(pathToFileURL(path.join(serverDir, `${name}.js`)).href);
  const server = (await entry('entry-server')) as ServerEntry;
  const files = (await entry(siteFilesEntry.name)) as SiteFileContent;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sprite = await builtIconSprite(clientDir);
  const faces = firstFaceFiles(await readdir(path.join(clientDir, 'assets'))).map((file) =>
    server.address(`/assets/${file}`),
  );
  await server.preloadPages();

  const pages: { url: string; id: string; modules: string[]; files: ReturnType<typeof routeFiles> }[] = [
    ...server.pages.map((page) => ({
      url: page.path,
      id: page.id,
      // The page's template, and the body it loads before hydrating, named as the manifest names them.
      modules: [
        `pages/${page.id}-page.tsx`,
        ...(page.body
          ? [path.relative(sourceDir, path.join(contentDir, page.body)).split(path.sep).join('/')]
          : []),
      ],
      files: routeFiles(page.path),
    })),
    {
      url: notFoundPage.path,
      id: notFoundPage.template,
      modules: [`pages/${notFoundPage.template}-page.tsx`],
      files: [notFoundPage.file],
    },
  ];
  for (const page of pages) {
    // The policy's tags go in once the head is rendered, since rendering reorders the head's tags.
    const html = withSecurityMetaTags(
      withIconSymbols(
        await server.renderPage(
          page.url,
          withPageAssets(template, manifest, page.modules, server.address, faces),
        ),
        sprite,
      ),
      security,
    );
    for (const name of page.files) {
      const file = path.join(clientDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  }

  const absolute = (sitePath: string) => server.address(sitePath, { absolute: true });
  const own = languages?.own ?? true;
  if (own) {
    // Every language publishes the same pages, each at its own address.
    const addresses = (languages?.all ?? []).map((language) => language.url);
    const urls = server.pages.map((page) =>
      addresses.length > 1
        ? addresses.map((url) => siteAddress(page.path, url, { absolute: true }))
        : [absolute(page.path)],
    );
    await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(urls, builtAt, languages?.all ?? []));
    await writeFile(path.join(clientDir, 'robots.txt'), robots(absolute('/sitemap.xml')));
  }
  await writeFile(
    path.join(clientDir, files.jsonResumePath),
    `${JSON.stringify(files.jsonResume(builtAt), null, 2)}\n`,
  );
  const timings = {} as PrerenderResult['timings'];
  for (const group of await siteFiles(files, contentDir, builtAt, cache)) {
    const started = performance.now();
    // A few at a time: a site of a thousand pages would otherwise hold every card's picture in memory.
    await pLimit(availableParallelism() + 2).map(group.files, async (file) => {
      const target = path.join(clientDir, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await file.render());
    });
    timings[group.name] = performance.now() - started;
  }
  if (own)
    await writeFile(
      path.join(clientDir, '_headers'),
      netlifyHeaders(securityHeaders(security), server.address('/')),
    );
  // The manifest served its purpose; it is not part of the site.
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
  return { pages: pages.map((page) => page.files[0]), timings };
}

/**
 * Links the stylesheets the page needs (the app's and the page's own), so it is styled at first
 * paint, puts the head script in (src/head-script.ts: before the stylesheets, which would hold it
 * back) with the face files it asks for at once (`faces`), and lists every script chunk hydration
 * needs in `#root[data-chunks]` for that script to preload once the page has painted: the app's, the
 * page's template's and the body it shows (`modules`, as the manifest names them), so that none
 * waits on another.
 */
function withPageAssets(
  template: string,
  manifest: Manifest,
  modules: readonly string[],
  address: ServerEntry['address'],
  faces: readonly string[],
): string {
  for (const module of modules)
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit('entry-client.tsx');
  modules.forEach(visit);

  const alreadyLinked = (file: string) => template.includes(`/${file}"`);
  const links = [...styles]
    .filter((file) => !alreadyLinked(file))
    .map((file) => `<link rel="stylesheet" href="${address(`/${file}`)}">`);
  const chunks = [...scripts].map((file) => address(`/${file}`)).join(' ');
  return template
    .replace('<!--head-script-->', headScriptTag(faces))
    .replace('</head>', `${links.join('\n')}\n</head>`)
    .replace('<div id="root">', `<div id="root" data-chunks="${chunks}">`);
}

/**
 * The policy's `<meta>` tags, first in `<head>` after the character set: a meta policy governs only
 * what comes after it.
 */
function withSecurityMetaTags(html: string, security: SecurityOptions): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('A rendered page has no <meta charset> to put the policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n${securityMetaTags(security)}${html.slice(at)}`;
}

/** The icon sprite the client build emitted (`assets/icons-<hash>.svg`). */
async function builtIconSprite(clientDir: string): Promise<string> {
  const file = (await readdir(path.join(clientDir, 'assets'))).find((name) => /^icons-.*\.svg$/.test(name));
  if (!file) throw new Error('The client build has no icon sprite (assets/icons-*.svg)');
  return readFile(path.join(clientDir, 'assets', file), 'utf8');
}

/**
 * Puts the symbols the page draws at the end of its body, so every icon shows at first paint (and
 * without JavaScript) instead of waiting on the whole sprite.
 */
function withIconSymbols(html: string, sprite: string): string {
  return html.replace('</body>', () => `${pageSprite(sprite, html)}\n</body>`);
}

/**
 * `urls`: each page's addresses, one per language in `languages`' order (one alone for a site in one
 * language). With more than one, each address names every language's, and `x-default` the site's
 * own, as the pages' heads do.
 */
function sitemap(urls: string[][], builtAt: Date, languages: readonly SiteLanguage[]): string {
  const lastmod = builtAt.toISOString().slice(0, 10);
  const entries = urls.flatMap((addresses) => {
    const alternates =
      addresses.length > 1
        ? [
            ...addresses.map(
              (href, index) =>
                `<xhtml:link rel="alternate" hreflang="${languages[index]!.code}" href="${href}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${addresses[0]}"/>`,
          ].join('')
        : '';
    return addresses.map((url) => `  <url><loc>${url}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`);
  });
  const xhtml = urls.some((addresses) => addresses.length > 1)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

function robots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
