import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageSprite } from './icons/sprite.ts';
import { netlifyHeaders, vercelConfig } from './lib/host-config.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { siteFiles, type SiteFileContent, type SiteFileGroup } from './site-files/index.ts';

/** The part of Vite's build manifest the prerenderer reads. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry extends SiteFileContent {
  routes: readonly { id: string; path: string }[];
  preloadPages(): Promise<void>;
  jsonResume(builtAt: Date): unknown;
  jsonResumePath: string;
  renderPage(url: string, template: string): Promise<string>;
}

export interface PrerenderOptions {
  /** The client build: its `index.html` is the template and receives every page. */
  clientDir: string;
  /** The server build's entry module (`entry-server.js`). */
  serverEntry: string;
  /** The deployed site's address, for the sitemap and robots.txt. */
  siteUrl: string;
  /** When the pages were built, for the sitemap's `lastmod`. */
  builtAt?: Date;
  /** The headers the site must be served with (written for static hosts). */
  headers?: Record<string, string>;
  /** The content folder, where the owner's photo is found. */
  contentDir: string;
}

export interface PrerenderResult {
  /** The pages written, relative to the client build. */
  pages: string[];
  /** Milliseconds each generator of the other files took (scripts/site-files). */
  timings: Record<SiteFileGroup['name'], number>;
}

/**
 * Writes every route as a complete HTML document (`index.html`, `experience/index.html`, …),
 * `404.html`, `sitemap.xml`, `robots.txt`, the résumé in JSON Resume format (`resume.json`), the
 * files made from content (the PDF résumé, social cards, icons, manifest: see scripts/site-files)
 * and the static hosts' header files (`_headers`, `vercel.json`) into the client build.
 */
export async function prerender({
  clientDir,
  serverEntry,
  siteUrl,
  builtAt = new Date(),
  headers = securityHeaders(),
  contentDir,
}: PrerenderOptions): Promise<PrerenderResult> {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sprite = await builtIconSprite(clientDir);
  await server.preloadPages();

  const pages = [
    ...server.routes.map((route) => ({ url: route.path, id: route.id, file: outputFileFor(route.path) })),
    { url: '/404', id: 'not-found', file: '404.html' },
  ];
  for (const page of pages) {
    const html = withIconSymbols(
      await server.renderPage(page.url, withPageAssets(template, manifest, page.id)),
      sprite,
    );
    const file = path.join(clientDir, page.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }

  const urls = server.routes.map((route) => new URL(route.path, siteUrl).href);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(urls, builtAt));
  await writeFile(path.join(clientDir, 'robots.txt'), robots(siteUrl));
  await writeFile(
    path.join(clientDir, server.jsonResumePath),
    `${JSON.stringify(server.jsonResume(builtAt), null, 2)}\n`,
  );
  const timings = {} as PrerenderResult['timings'];
  for (const group of siteFiles(server, contentDir)) {
    const started = performance.now();
    await Promise.all(
      group.files.map(async (file) => {
        const target = path.join(clientDir, file.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, await file.render());
      }),
    );
    timings[group.name] = performance.now() - started;
  }
  await writeFile(path.join(clientDir, '_headers'), netlifyHeaders(headers));
  await writeFile(path.join(clientDir, 'vercel.json'), vercelConfig(headers));
  // The manifest served its purpose; it is not part of the site.
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
  return { pages: pages.map((page) => page.file), timings };
}

function outputFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/**
 * Links the stylesheets the page needs (the app's and the page's own), so it is styled at first
 * paint, and lists every script chunk hydration needs in `#root[data-chunks]` for `boot.ts` to
 * preload in one go once the page has painted.
 */
function withPageAssets(template: string, manifest: Manifest, pageId: string): string {
  const page = `pages/${pageId}-page.tsx`;
  if (!manifest[page]) throw new Error(`The build has no chunk for ${page}`);
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
  visit(page);

  const alreadyLinked = (file: string) => template.includes(`/${file}"`);
  const links = [...styles]
    .filter((file) => !alreadyLinked(file))
    .map((file) => `<link rel="stylesheet" href="/${file}">`);
  const chunks = [...scripts].map((file) => `/${file}`).join(' ');
  return lowPriorityScripts(
    template
      .replace('</head>', `${links.join('\n')}\n</head>`)
      .replace('<div id="root">', `<div id="root" data-chunks="${chunks}">`),
  );
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
  return html.replace('</body>', `${pageSprite(sprite, html)}\n</body>`);
}

/** The boot script (and its one helper) only waits for the page to paint: it need not compete with the CSS. */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

function sitemap(urls: string[], builtAt: Date): string {
  const lastmod = builtAt.toISOString().slice(0, 10);
  const entries = urls.map((url) => `  <url><loc>${url}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
