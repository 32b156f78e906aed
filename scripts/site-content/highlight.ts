/**
 * Code blocks of posts, highlighted at build time: Shiki's core with the Oniguruma engine the
 * grammars are written for (compiled to WebAssembly: on the sample's posts it colours exactly as
 * the JavaScript engine does, in half the time, since no pattern is translated first), a fixed list
 * of languages and the themes of code-theme.ts. Tokens carry classes, never `style=""`, so nothing ships to the browser but HTML
 * and the stylesheet. A fence in another language, or in none, stays plain text in the same box.
 *
 * Every block scrolls sideways inside its box, so it takes the keyboard's focus and has a name: its
 * language as the grammar calls it ("TypeScript"), the fence's word for one the site does not
 * highlight, or, with no language at all, its first line.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import {
  createHighlighterCore,
  type HighlighterCore,
  type LanguageRegistration,
  type ThemedTokenWithVariants,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { SKIP, visit } from 'unist-util-visit';
import type { Scheme } from '#src/styles/palette.ts';
import { noCache, type BuildCache } from '#lib/build-cache.ts';
import {
  codeBlockClass,
  codeThemes,
  colourClasses,
  fontStyleClasses,
  hexOf,
  type ColourClasses,
} from './code-theme.ts';

/** The languages posts are highlighted in, each with its aliases (`ts`, `sh`, `cs`, `yml`…). */
const languages = (): Promise<{ default: LanguageRegistration[] }>[] => [
  import('shiki/langs/typescript.mjs'),
  import('shiki/langs/tsx.mjs'),
  import('shiki/langs/javascript.mjs'),
  import('shiki/langs/jsx.mjs'),
  import('shiki/langs/json.mjs'),
  import('shiki/langs/jsonc.mjs'),
  import('shiki/langs/shellscript.mjs'),
  import('shiki/langs/powershell.mjs'),
  import('shiki/langs/css.mjs'),
  import('shiki/langs/scss.mjs'),
  import('shiki/langs/html.mjs'),
  import('shiki/langs/xml.mjs'),
  import('shiki/langs/markdown.mjs'),
  import('shiki/langs/yaml.mjs'),
  import('shiki/langs/toml.mjs'),
  import('shiki/langs/ini.mjs'),
  import('shiki/langs/dockerfile.mjs'),
  import('shiki/langs/sql.mjs'),
  import('shiki/langs/graphql.mjs'),
  import('shiki/langs/csharp.mjs'),
  import('shiki/langs/java.mjs'),
  import('shiki/langs/python.mjs'),
  import('shiki/langs/go.mjs'),
  import('shiki/langs/rust.mjs'),
  import('shiki/langs/diff.mjs'),
];

interface Highlighter {
  core: HighlighterCore;
  /** Each language's name as its grammar gives it, by the names and aliases a fence may use. */
  names: Map<string, string>;
}

/**
 * Where the process keeps its highlighter, with the themes it was made for. Vite bundles its
 * configuration, and this module with it, anew for each build, and a site build makes two (the
 * pages' code and the server's): a module-level variable would compile every grammar the posts use
 * twice. A development server that reloads after an edit of the palette gets a new one.
 */
const shared = globalThis as unknown as Record<
  symbol,
  { themes: string; highlighter: Promise<Highlighter> } | undefined
>;
const key = Symbol.for('portfolio.code-highlighter');
const themes = JSON.stringify([codeThemes.light, codeThemes.dark]);

/** The highlighter, made once per process and palette, when the first post with code compiles. */
function loadHighlighter(): Promise<Highlighter> {
  if (shared[key]?.themes !== themes) shared[key] = { themes, highlighter: makeHighlighter() };
  return shared[key].highlighter;
}

async function makeHighlighter(): Promise<Highlighter> {
  const grammars = (await Promise.all(languages())).flatMap((module) => module.default);
  const core = await createHighlighterCore({
    themes: [codeThemes.light, codeThemes.dark],
    langs: grammars,
    engine: await createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'))),
  });
  const names = new Map(
    grammars.flatMap((grammar) =>
      [grammar.name, ...(grammar.aliases ?? [])].map((name) => [name, grammar.displayName ?? grammar.name]),
    ),
  );
  return { core, names };
}

type HighlightedBlock = Awaited<ReturnType<typeof highlightBlock>>;

/**
 * The blocks the process has highlighted, by themes, language and text: a translated post keeps its
 * code as it was, and a site in two languages would otherwise highlight each block twice (held where
 * the highlighter is, for the same reason).
 */
const blocksKey = Symbol.for('portfolio.highlighted-blocks');
const highlightedBlocks = ((globalThis as unknown as Record<symbol, Map<string, Promise<string>>>)[
  blocksKey
] ??= new Map());

/**
 * Highlights every code block of a post's body, and makes each one a named, focusable box. A block's
 * highlighting is kept in `cache` by its language and text, so a build that finds them all there
 * never makes the highlighter; within a process each block is highlighted once.
 */
export async function highlightCode(tree: Root, cache: BuildCache = noCache): Promise<void> {
  const blocks: Array<{ pre: Element; code: Element }> = [];
  visit(tree, 'element', (pre) => {
    const code = pre.tagName === 'pre' ? onlyCode(pre) : undefined;
    if (!code) return;
    blocks.push({ pre, code });
    return SKIP;
  });

  for (const { pre, code } of blocks) {
    const text = toString(code);
    const language = languageOf(code);
    const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
    const highlighted = language === undefined ? undefined : await highlightedOnce(text, language, cache);
    pre.properties = {
      className: [codeBlockClass],
      // Code reads from left to right, on an Arabic or Hebrew page too.
      dir: 'ltr',
      tabIndex: 0,
      role: 'group',
      ariaLabel: highlighted?.name ?? language ?? firstLine.trim(),
    };
    code.properties = {};
    if (highlighted?.children) code.children = highlighted.children;
  }
}

/** A block's highlighting, from the cache, else from the process's blocks, else the highlighter. */
async function highlightedOnce(text: string, language: string, cache: BuildCache): Promise<HighlightedBlock> {
  return cache.json('highlighted-code', [language, text], async () => {
    const key = JSON.stringify([themes, language, text]);
    let highlighted = highlightedBlocks.get(key);
    if (!highlighted) {
      highlighted = highlightBlock(text, language).then((block) => JSON.stringify(block));
      highlightedBlocks.set(key, highlighted);
      // A failure is not kept: the next post that asks tries again.
      highlighted.catch(() => highlightedBlocks.delete(key));
    }
    // Kept as text, which takes less room than the nodes; each post's tree gets nodes of its own,
    // which later steps of its compilation may change.
    return JSON.parse(await highlighted) as HighlightedBlock;
  });
}

/** A block in `language`: the grammar's name for it and its highlighted lines, each when Shiki knows it. */
async function highlightBlock(
  text: string,
  language: string,
): Promise<{ name: string | null; children: ElementContent[] | null }> {
  const highlighter = await loadHighlighter();
  const known = highlighter.core.getLoadedLanguages().includes(language);
  return {
    name: highlighter.names.get(language) ?? null,
    children: known ? highlight(highlighter.core, text, language) : null,
  };
}

/** The code's lines as text and spans, each span with its token's classes. */
function highlight(core: HighlighterCore, text: string, language: string): ElementContent[] {
  const colours = colourClasses();
  const lines = core.codeToTokensWithThemes(text, {
    lang: language,
    themes: { light: codeThemes.light.name, dark: codeThemes.dark.name },
    // Shiki stops a line after 500 ms by default and colours the rest as it stands, and the first
    // lines of a build (the engine compiling the grammar) can take that long: the page would
    // depend on the machine's speed.
    tokenizeTimeLimit: 0,
  });
  return lines.flatMap((line, index): ElementContent[] => [
    ...(index > 0 ? [{ type: 'text' as const, value: '\n' }] : []),
    ...line.map((token): ElementContent => {
      const className = classesOf(token, colours);
      const value: ElementContent = { type: 'text', value: token.content };
      return className.length === 0
        ? value
        : { type: 'element', tagName: 'span', properties: { className }, children: [value] };
    }),
  ]);
}

/** A token's classes: its colour in each scheme (none for the default) and the styles both agree on. */
function classesOf(token: ThemedTokenWithVariants, colours: ColourClasses): string[] {
  const colour = (scheme: Scheme) => {
    const given = token.variants[scheme]?.color;
    const hex = given === undefined ? colours.fg[scheme] : hexOf(given);
    return hex === colours.fg[scheme] ? undefined : colours[scheme].get(hex);
  };
  // Shiki's "not set" is -1, every bit on.
  const style = (scheme: Scheme) => Math.max(token.variants[scheme]?.fontStyle ?? 0, 0);
  const fonts = fontStyleClasses.filter((font) => style('light') & style('dark') & font.bit);
  return [colour('light'), colour('dark'), ...fonts.map((font) => font.className)].filter(
    (name) => name !== undefined,
  );
}

function onlyCode(pre: Element): Element | undefined {
  const elements = pre.children.filter((child) => child.type === 'element');
  const [code] = elements;
  return elements.length === 1 && code?.tagName === 'code' ? code : undefined;
}

/** The fence's language, `ts` from `language-ts`, lower-cased as Shiki names them. */
function languageOf(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const found = classes.map(String).find((name) => name.startsWith('language-'));
  return found?.slice('language-'.length).toLowerCase();
}
