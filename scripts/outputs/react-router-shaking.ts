import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * Aliases `react-router` (and `react-router/dom`, which `react-router-dom` imports) to their
 * production builds: the package points every bundler at its development build, warnings included
 * (remix-run/react-router#14102).
 */
export function reactRouterProduction(): Alias[] {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * React Router publishes one bundle in which every component is made by a call the bundler cannot
 * prove pure (`var Form = React10.forwardRef(…)`, `React.createContext(…)`) and then named
 * (`Form.displayName = "Form"`), so each one it exports ships whether the site uses it or not: the
 * forms, the fetchers, the data router's error pages. Marking those calls pure and dropping the
 * names, which only React's developer tools read, lets the unused ones go (about 2.5 KB gzip).
 */
export function pureReactCalls(code: string): string {
  return code
    .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '');
}

/** Applies {@link pureReactCalls} to React Router's production build. */
export function reactRouterShaking(): Plugin {
  return {
    name: 'react-router-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler: (code) => ({ code: pureReactCalls(code), map: null }),
    },
  };
}
