/**
 * MDX bodies: one parser for the checker and the compiler, and the checks between them.
 *
 * `@mdx-js/mdx` parses with remark-parse and remark-mdx, then the remark plugins it is given; the
 * site gives it `bodyRemarkPlugins` (GFM) and the checker builds the same parser from the same
 * packages, without the rest of the compiler. Parsing alone never runs a body. `remarkBodyRule`
 * makes the compiler refuse any body the checker would, so a body the owner is still editing in
 * `npm run dev` cannot run either. How the site compiles bodies is its own (scripts/site-content/mdx.ts).
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Pluggable, type Plugin } from 'unified';
import type { BodyProblem } from './define.ts';

/** The Markdown bodies read besides CommonMark and MDX: GFM (tables, strikethrough, task lists, autolinks). */
export function bodyRemarkPlugins(): Pluggable[] {
  return [remarkGfm];
}

/** A parser for bodies (no front matter): what `@mdx-js/mdx` parses with `bodyRemarkPlugins`. */
export function createBodyParser(): (text: string) => Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(bodyRemarkPlugins()).freeze();
  return (text) => processor.parse(text);
}

/** Refuses, at compile time, a body that breaks `rule` (the site's rules for bodies). */
export const remarkBodyRule: Plugin<[(tree: Root) => BodyProblem[]], Root> = (rule) => (tree, file) => {
  const [first, ...rest] = rule(tree);
  if (!first) return;
  const more = rest.length > 0 ? ` (and ${rest.length} more; run npm run check:content)` : '';
  file.fail(`${first.message}${more}`, { place: { line: first.line, column: first.column } });
};

/** What the MDX parser says when it cannot read `body`, in the owner's words. */
export function parseProblem(error: unknown, body: string): BodyProblem {
  const message = error as {
    line?: number;
    column?: number;
    place?: { offset?: number };
    reason?: string;
    ruleId?: string;
    message?: string;
  };
  const reason = message.reason ?? message.message ?? String(error);
  let line = message.line ?? 1;
  let column = message.column ?? 1;
  const say = (text: string): BodyProblem => ({ line, column, message: text });

  if (/note: to create a comment in MDX/.test(reason) || /before name.*`!`|`!` \(U\+0021\)/.test(reason))
    return say('HTML comments (<!-- … -->) are not allowed in MDX: write a comment as {/* … */}');
  if (message.ruleId === 'end-tag-mismatch' || /Expected a closing tag for `<([^>]*)>`/.test(reason)) {
    const found = /Expected a closing tag for `<([^>]*)>` \((\d+):(\d+)/.exec(reason);
    if (found) {
      line = Number(found[2]);
      column = Number(found[3]);
      return say(
        `<${found[1]}> is never closed: add </${found[1]}> (an element that starts in a paragraph ends in it)`,
      );
    }
  }
  if (/Unexpected closing tag `<\/([^>]*)>`/.test(reason)) {
    const tag = /Unexpected closing tag `<\/([^>]*)>`/.exec(reason)![1];
    return say(`</${tag}> closes an element that was not opened here: remove it or add <${tag}> before it`);
  }
  if (/expected a corresponding closing brace for `\{`/.test(reason) || message.ruleId === 'unexpected-eof') {
    // The parser stops where the text ends; the owner needs the brace that was never closed.
    const brace = unclosedBrace(body.slice(0, message.place?.offset ?? body.length));
    if (brace !== undefined) ({ line, column } = position(body, brace));
    return say(
      'A "{" is never closed: braces start JavaScript expressions, which content cannot hold; write \\{ to show a brace',
    );
  }
  if (/Could not parse expression with acorn|Could not parse import\/exports with acorn/.test(reason))
    return say(
      'A "{…}" holds something that is not a comment: content cannot hold JavaScript; write \\{ to show a brace, or {/* … */} for a comment',
    );
  if (/before name|after name|Unexpected character .* in (name|attribute)/.test(reason))
    return say(
      `A "<" starts an element here but what follows is not one: write \\< (or &lt;) to show the character (${reason.replace(/\s*\(note:.*\)$/, '')})`,
    );
  return say(`The body is not valid MDX: ${reason}`);
}

/** The offset of the last "{" that no "}" closes, ignoring escaped ones. */
function unclosedBrace(text: string): number | undefined {
  const open: number[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === '{') open.push(index);
    else if (text[index] === '}') open.pop();
  }
  return open.at(-1);
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
