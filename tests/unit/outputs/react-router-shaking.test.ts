import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pureReactCalls, reactRouterProduction, reactRouterShaking } from '#outputs/react-router-shaking.ts';

describe('pureReactCalls', () => {
  it("marks a component's or a context's making pure and drops its name", () => {
    const code = [
      'var Form = React10.forwardRef(function Form2() {});',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'function Link() { return React10.forwardRef(render); }',
      '',
    ].join('\n');
    expect(pureReactCalls(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(function Form2() {});',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'function Link() { return React10.forwardRef(render); }',
        '',
      ].join('\n'),
    );
  });
});

const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache');

// The installed React Router.
describe('reactRouterShaking on React Router', () => {
  let dir: string;
  beforeAll(async () => {
    // Inside the project, so the entry finds the project's React Router.
    await mkdir(cacheDir, { recursive: true });
    dir = await mkdtemp(path.join(cacheDir, 'router-shaking-'));
    // What the site takes from the router: a browser router, the location, links' hooks.
    await writeFile(
      path.join(dir, 'entry.js'),
      "export { BrowserRouter, useHref, useLinkClickHandler, useLocation } from 'react-router-dom';\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function bundle(plugins: Plugin[]): Promise<string> {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins,
      resolve: { alias: reactRouterProduction() },
      build: {
        write: false,
        lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' },
        rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    })) as Rolldown.RolldownOutput[];
    return output[0]!.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
  }

  // They ship without it.
  it('leaves out the components the site does not use', async () => {
    const [plain, shaken] = await Promise.all([bundle([]), bundle([reactRouterShaking()])]);
    // The form submission's encoding, spelled only inside the router's <Form> and its fetchers.
    expect(plain).toContain('application/x-www-form-urlencoded');
    expect(shaken).not.toContain('application/x-www-form-urlencoded');
    expect(gzipSync(plain).length - gzipSync(shaken).length).toBeGreaterThan(2000);
  }, 60_000);
});
