/**
 * `npm run dev` answers a page request as the build does: the page rendered on the server, with its
 * head, its styles and the icon symbols it draws, so the content shows at once instead of after every
 * module of the app has loaded; the app then hydrates it, and hot updates work as usual.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { generatedDirFor } from './site/content.ts';
import { pageSprite } from './icons/sprite.ts';
import { headScriptTag } from './lib/head-script.ts';

interface ServerEntry {
  routes: readonly { path: string }[];
  renderPage(url: string, template: string): Promise<string>;
}

/** The marker on the stylesheets the server links; the app removes them once its own styles are in. */
export const devStylesheetAttribute = 'data-dev-stylesheet';

export function devRenderPlugin({ rootDir, contentDir }: { rootDir: string; contentDir?: string }): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      // After Vite's own middlewares: modules and files are served first, pages fall through to here.
      return () => server.middlewares.use(renderPages(server, rootDir, contentDir));
    },
  };
}

function renderPages(
  server: ViteDevServer,
  rootDir: string,
  contentDir?: string,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = request.originalUrl ?? request.url ?? '/';
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
    render(server, rootDir, url, contentDir)
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

async function render(server: ViteDevServer, rootDir: string, url: string, contentDir?: string) {
  const template = await server.transformIndexHtml(
    url,
    readFileSync(path.join(rootDir, 'src/index.html'), 'utf8'),
  );
  const entry = (await server.ssrLoadModule('/entry-server.tsx')) as ServerEntry;
  const pathname = new URL(url, 'http://localhost').pathname.replace(/(.)\/+$/, '$1');
  const known = entry.routes.some((route) => route.path === pathname);
  // The head script the built pages carry; its chunk list is the app's entry, whose modules then
  // load one by one.
  const page = template
    .replace('<!--head-script-->', headScriptTag())
    .replace('<div id="root">', `<div id="root" data-chunks="${server.config.base}entry-client.tsx">`);
  let html = await entry.renderPage(url, page);
  const styles = stylesheets(server).map(
    (href) => `<link rel="stylesheet" href="${href}?direct" ${devStylesheetAttribute}>`,
  );
  html = html.replace('</head>', `${styles.join('\n')}\n</head>`);
  // The icons the content names, generated beside its modules (scripts/site/rules.ts).
  const sprite = readFileSync(path.join(generatedDirFor(rootDir, contentDir), 'icons.svg'), 'utf8');
  html = html.replace('</body>', `${pageSprite(sprite, html)}\n</body>`);
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
