import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompress } from '#outputs/precompress.ts';
import { securityHeaders } from '#outputs/hosts/security-headers.ts';
import { createStaticServer, listen } from '../serve/static-server.ts';
import { measure, type Measured } from './lighthouse.ts';

/**
 * Two control pages measured on the same harness as the site: the least a page with the site's
 * head can score. Both link the built site's stylesheet and favicon and hold one heading and one
 * paragraph; the second also carries the very inline script the home page carries in its head
 * (src/head-script.ts), with the faces its tag lists. The difference between them is what that
 * script costs in Lighthouse's mobile model.
 */
export const controlRoutes = { noScript: '/', headScript: '/with-script/' } as const;

export type ControlResults = Record<keyof typeof controlRoutes, Measured>;

function controlPageHtml(scriptTag: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<meta name="description" content="A control page for the benchmark.">
${scriptTag}
<link rel="stylesheet" crossorigin href="/assets/style.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>Control page</h1>
<p>One heading and one paragraph, styled by the site's stylesheet, and nothing else to wait for.</p>
</main>
</body>
</html>
`;
}

/** Writes the control pages for a built site into a new temporary folder and returns it. */
export async function writeControlSite(distDir: string): Promise<string> {
  const home = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(home)?.[1];
  const headScript = /<script(?: data-faces="[^"]*")?>[\s\S]*?<\/script>/.exec(home)?.[0];
  if (!stylesheet || !headScript) throw new Error(`${distDir}/index.html has no stylesheet or head script`);

  const dir = await mkdtemp(path.join(tmpdir(), 'bench-control-'));
  await mkdir(path.join(dir, 'assets'));
  await copyFile(path.join(distDir, stylesheet), path.join(dir, 'assets/style.css'));
  // The faces the stylesheet names, at the same addresses (relative to the stylesheet).
  for (const font of (await readdir(path.join(distDir, 'assets'))).filter((name) =>
    name.endsWith('.woff2'),
  )) {
    await copyFile(path.join(distDir, 'assets', font), path.join(dir, 'assets', font));
  }
  await copyFile(path.join(distDir, 'favicon.svg'), path.join(dir, 'favicon.svg'));
  await writeFile(path.join(dir, '404.html'), controlPageHtml(''));
  await writeFile(path.join(dir, 'index.html'), controlPageHtml(''));
  await mkdir(path.join(dir, controlRoutes.headScript));
  await writeFile(path.join(dir, controlRoutes.headScript, 'index.html'), controlPageHtml(headScript));
  // Compressed as the build compresses the site, so both are sent the same way.
  await precompress(dir);
  return dir;
}

/** Mobile Lighthouse medians of the control pages, through the browser the bench already runs. */
export async function measureControlPages(
  distDir: string,
  chromePort: number,
  runs: number,
): Promise<ControlResults> {
  const dir = await writeControlSite(distDir);
  const server = createStaticServer({ dir, headers: securityHeaders() });
  try {
    const origin = await listen(server);
    const mobile = (route: string) => measure(`${origin}${route}`, 'mobile', chromePort, runs);
    return {
      noScript: await mobile(controlRoutes.noScript),
      headScript: await mobile(controlRoutes.headScript),
    };
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
