// @vitest-environment jsdom
/** Code in posts, highlighted at build time with classes the generated stylesheet colours. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { folderCache } from '#lib/build-cache.ts';
import { codeStylesheetFile } from '#site-content/code-theme.ts';
import { mdxCompileOptions } from '#site-content/mdx.ts';
import { bodyOf, contentDir } from './post-body.ts';

function rendered(Body: MDXContent): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<Body components={{ TableOfContents: () => null }} />);
  return root;
}

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

/** A line or two in each language the site highlights, under each name a fence may give it. */
const samples: Record<string, string> = {
  ts: 'export async function load<T>(id: string): Promise<T> {\n  return (await fetch(`/api/${id}`)).json(); // cached\n}',
  tsx: 'export const Price = ({ value }: { value: number }) => <data value={value}>{value}</data>;',
  js: 'const pattern = /^\\d+$/u;\nconsole.log(pattern.test("42"), null, true);',
  jsx: 'const item = <li key={id} className="item">{name}</li>;',
  json: '{ "name": "site", "private": true, "version": 1, "tags": [null] }',
  jsonc: '{\n  // a comment\n  "strict": true\n}',
  bash: 'for file in *.mdx; do echo "$file" | grep -v draft > /dev/null; done',
  sh: 'export CONTENT_DIR=tests/spec-content && npm run dev',
  shell: 'npx tsc -b # type check',
  powershell: 'Get-ChildItem -Path $env:TEMP | Where-Object { $_.Length -gt 1kb }',
  css: '.card:hover > h2 { color: #b4421f; margin-inline: 0 auto !important; }',
  scss: '$gap: 4px;\n.list { &:hover { gap: $gap * 2; } }',
  html: '<!doctype html>\n<p class="lead">Hi<script>let a = 1;</script><style>p { color: red }</style></p>',
  xml: '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><!-- posts --><![CDATA[x]]></feed>',
  markdown: '# Title\n\n*em*, **strong**, `code` and a [link](https://example.com).\n\n> quoted',
  yaml: 'title: Replay\ntags:\n  - .NET # the stack\n  - &anchor Architecture\ndraft: false',
  toml: '[build]\ncommand = "npm run build"\npublished = 1979-05-27T07:32:00Z',
  ini: '[server]\nport=8080 ; the default',
  dockerfile: 'FROM node:20 AS build\nRUN npm ci && npm run build\nCOPY --from=build /app/dist /srv',
  sql: "SELECT symbol, COUNT(*) FROM fills WHERE side = 'buy' GROUP BY symbol; -- per day",
  graphql: 'query Post($id: ID!) { post(id: $id) { title ...Summary } }',
  csharp: 'public sealed record Fill(decimal Price) { public override string ToString() => $"{Price:N2}"; }',
  cs: 'var clock = new EventClock();\nclock.AdvanceTo(in next);',
  java: 'public final class Clock { @Override public String toString() { return "clock" + 1; } }',
  python: 'def replay(day: date) -> int:\n    """Replays a day."""\n    return len(f"{day!r}")  # events',
  go: 'func main() { prices := map[string]float64{"AAPL": 1.5}; fmt.Println(prices) }',
  rust: 'fn main() { let v: Vec<u8> = vec![1, 2]; println!("{:?}", v); }',
  diff: '--- a/site.json\n+++ b/site.json\n@@ -1 +1 @@\n-"accent": "red"\n+"accent": "teal"',
};

/** The stylesheet's rules: each class with the custom properties it sets. */
function stylesheetRules(): Map<string, Map<string, string>> {
  const css = readFileSync(codeStylesheetFile, 'utf8');
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/^\.([\w-]+) \{\n([^}]*)\}/gm)) {
    const declarations = [...body!.matchAll(/^\s+([\w-]+): ([^;]+);$/gm)];
    rules.set(selector!, new Map(declarations.map(([, property, value]) => [property!, value!])));
  }
  return rules;
}

// The first block in a language compiles its grammar: seconds, on a machine running the whole suite.
describe('code in a post', { timeout: 60_000 }, () => {
  it('is coloured with classes, never a style attribute, its text kept to the letter', async () => {
    const code = samples.ts!;
    const root = rendered(await bodyOf(fence('ts', code)));
    const pre = root.querySelector('pre')!;
    expect(pre.className).toBe('hl');
    expect(pre.textContent).toBe(`${code}\n`);
    const spans = [...pre.querySelectorAll('span')];
    expect(spans.length).toBeGreaterThan(10);
    for (const span of spans) expect(span.className).toMatch(/^hl-[a-z]\d*( hl-[a-z]\d*)*$/);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
    expect(root.innerHTML).not.toContain('style=');
  });

  // Read from left to right.
  it('is a box the keyboard can reach and scroll, named by its language', async () => {
    const root = rendered(
      await bodyOf([fence('ts', 'let a = 1;'), fence('cs', 'var b = 2;'), fence('sh', 'ls')].join('\n\n')),
    );
    const boxes = [...root.querySelectorAll('pre')].map((pre) => ({
      tabIndex: pre.tabIndex,
      role: pre.getAttribute('role'),
      name: pre.getAttribute('aria-label'),
      dir: pre.dir,
    }));
    expect(boxes).toEqual([
      { tabIndex: 0, role: 'group', name: 'TypeScript', dir: 'ltr' },
      { tabIndex: 0, role: 'group', name: 'C#', dir: 'ltr' },
      { tabIndex: 0, role: 'group', name: 'Shell', dir: 'ltr' },
    ]);
  });

  // Named as well as it can be.
  it('in another language, or none, stays plain text in the same box', async () => {
    const root = rendered(
      await bodyOf([fence('brainfuck', '++>+<'), fence('', '\n  $ npm run build\n  done')].join('\n\n')),
    );
    const [other, none] = [...root.querySelectorAll('pre')];
    expect(other!.textContent).toBe('++>+<\n');
    expect(none!.textContent).toBe('\n  $ npm run build\n  done\n');
    for (const pre of [other!, none!]) {
      expect(pre.className).toBe('hl');
      expect(pre.tabIndex).toBe(0);
      expect(pre.querySelectorAll('span')).toHaveLength(0);
    }
    expect(other!.getAttribute('aria-label')).toBe('brainfuck');
    expect(none!.getAttribute('aria-label')).toBe('$ npm run build');
  });

  it('uses only classes the stylesheet colours, in both schemes and every language', async () => {
    const root = rendered(
      await bodyOf(
        Object.entries(samples)
          .map(([language, code]) => fence(language, code))
          .join('\n\n'),
      ),
    );
    const rules = stylesheetRules();
    const blocks = [...root.querySelectorAll('pre')];
    expect(blocks).toHaveLength(Object.keys(samples).length);
    const used = new Set<string>();
    blocks.forEach((pre, index) => {
      const spans = pre.querySelectorAll('span');
      expect(spans.length, Object.keys(samples)[index]).toBeGreaterThan(0);
      for (const span of spans) for (const name of span.classList) used.add(name);
    });

    expect(rules.get('hl')?.get('--hl-light')).toMatch(/^#[0-9a-f]{6}$/);
    expect(rules.get('hl')?.get('--hl-dark')).toMatch(/^#[0-9a-f]{6}$/);
    const missing = [...used].filter((name) => {
      const rule = rules.get(name);
      if (name.startsWith('hl-l')) return !/^#[0-9a-f]{6}$/.test(rule?.get('--hl-light') ?? '');
      if (name.startsWith('hl-d')) return !/^#[0-9a-f]{6}$/.test(rule?.get('--hl-dark') ?? '');
      return !rule || rule.size === 0;
    });
    expect(missing).toEqual([]);
    expect([...used].some((name) => name.startsWith('hl-l'))).toBe(true);
    expect([...used].some((name) => name.startsWith('hl-d'))).toBe(true);
  });
});

describe('code kept between builds', { timeout: 60_000 }, () => {
  it('reads from the cache as when highlighted, named and coloured alike', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-cache-'));
    try {
      const body = [fence('ts', samples.ts!), fence('brainfuck', '++>'), fence('', '$ npm start')].join(
        '\n\n',
      );
      const cache = folderCache(dir, 'test');
      const options = mdxCompileOptions({ contentDir, cache });
      const first = rendered(await bodyOf(body, 'writing', options)).innerHTML;
      const kept = readdirSync(path.join(dir, 'highlighted-code'));
      // The block Shiki highlights and the one it does not know; none for a block without a language.
      expect(kept).toHaveLength(2);
      expect(rendered(await bodyOf(body, 'writing', options)).innerHTML).toBe(first);
      expect(rendered(await bodyOf(body)).innerHTML).toBe(first);
      expect(readdirSync(path.join(dir, 'highlighted-code'))).toEqual(kept);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
