/**
 * `npm run dev` serves the files made from content (the PDF résumé, the social cards, the icons,
 * the favicon, the manifest) as the build writes them: made on request from the current content,
 * through the same entry the prerenderer reads (content.ts), so the download link and the head's
 * links work while editing.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { siteFiles, siteFilesEntry, type SiteFileContent } from './index.ts';

/** The addresses worth a look: file types these generators make. */
const generatedType = /\.(pdf|jpe?g|png|webp|avif|svg|webmanifest)$|^\/feed\.(xml|json)$/;

export function siteFilesPlugin({ rootDir }: { rootDir: string }): Plugin {
  const contentDir = join(rootDir, 'content');
  return {
    name: 'site-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!generatedType.test(pathname) || pathname.startsWith('/@')) return next();
        const serve = async () => {
          const source = (await server.ssrLoadModule(
            join(rootDir, siteFilesEntry.source),
          )) as SiteFileContent;
          const file = (await siteFiles(source, contentDir))
            .flatMap((group) => group.files)
            .find((candidate) => candidate.path === pathname);
          if (!file) return next();
          const body = await file.render();
          response.setHeader('Content-Type', file.type);
          response.setHeader('Cache-Control', 'no-cache');
          response.end(body);
        };
        serve().catch(next);
      });
    },
  };
}
