/**
 * `npm run dev` answers a page request as the build does: the page rendered on the server, with its
 * head, its styles and the icon symbols it draws, so the content shows at once instead of after every
 * module of the app has loaded; the app then hydrates it, and hot updates work as usual.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { contentRevisionAttribute, contentRevisionPath } from '#src/lib/content-revision.ts';
import { contentPluginApi, type ContentPluginApi } from '#engine/vite-plugin.ts';
import { generatedDirFor, type ContentSource } from '#site-content/content.ts';
import { pageSprite } from '#site-content/icons/sprite.ts';
import { headScriptTag } from './hosts/head-script.ts';

interface ServerEntry {
  pages: readonly { path: string }[];
  renderPage(url: string, template: string): Promise<string>;
}

/** The marker on the stylesheets the server links; the app removes them once its own styles are in. */
const devStylesheetAttribute = 'data-dev-stylesheet';

export function devRenderPlugin({ rootDir, contentDir, language }: ContentSource): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      const content = contentPluginApi(server.config.plugins);
      if (!content) throw new Error('The dev-render plugin needs the content plugin.');
      // The content's revision, which the app compares with the one its page was rendered from.
      const revisionUrl = `${server.config.base}${contentRevisionPath}`;
      server.middlewares.use((request, response, next) => {
        if (request.url !== revisionUrl) return next();
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(String(content.revision()));
      });
      // After Vite's own middlewares: modules and files are served first, pages fall through to here.
      const generated = generatedDirFor(rootDir, contentDir, language);
      return () => server.middlewares.use(renderPages(server, rootDir, content, generated));
    },
  };
}

function renderPages(
  server: ViteDevServer,
  rootDir: string,
  content: ContentPluginApi,
  generated: string,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = request.originalUrl ?? request.url ?? '/';
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
    render(server, rootDir, url, content.revision(), generated)
      .then(({ html, status }) => {
        response.statusCode = status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(html);
      })
      .catch((error: unknown) => {
        if (error instanceof Error) server.ssrFixStacktrace(error);
        next(error);
      });
  };
}

/** `revision`: the content's revision as the render starts (an edit during the render counts as after it). */
async function render(
  server: ViteDevServer,
  rootDir: string,
  url: string,
  revision: number,
  generated: string,
) {
  const template = await server.transformIndexHtml(
    url,
    readFileSync(path.join(rootDir, 'src/index.html'), 'utf8'),
  );
  const entry = (await server.ssrLoadModule('/entry-server.tsx')) as ServerEntry;
  const pathname = new URL(url, 'http://localhost').pathname.replace(/(.)\/+$/, '$1');
  const known = entry.pages.some((page) => page.path === pathname);
  // The head script the built pages carry; its chunk list is the app's entry, whose modules then
  // load one by one.
  const page = template
    .replace('<!--head-script-->', headScriptTag())
    .replace(
      '<div id="root">',
      `<div id="root" data-chunks="${server.config.base}entry-client.tsx" ${contentRevisionAttribute}="${revision}">`,
    );
  let html = await entry.renderPage(url, page);
  const styles = stylesheets(server).map(
    (href) => `<link rel="stylesheet" href="${href}?direct" ${devStylesheetAttribute}>`,
  );
  html = html.replace('</head>', `${styles.join('\n')}\n</head>`);
  // The icons the content names, generated beside its modules (scripts/site-content/rules.ts).
  const sprite = readFileSync(path.join(generated, 'icons.svg'), 'utf8');
  html = html.replace('</body>', () => `${pageSprite(sprite, html)}\n</body>`);
  return { html, status: known ? 200 : 404 };
}

/** Every stylesheet the server-side render imported, by URL, so the page is styled before any script runs. */
function stylesheets(server: ViteDevServer): string[] {
  const graph = server.environments.ssr.moduleGraph;
  const found = new Set<string>();
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (/\.css($|\?)/.test(node.url)) found.add(node.url.replace(/\?.*$/, ''));
    node.importedModules.forEach(visit);
  };
  for (const node of graph.idToModuleMap.values()) if (node.url === '/entry-server.tsx') visit(node);
  return [...found];
}
