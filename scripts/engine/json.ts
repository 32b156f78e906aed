/**
 * JSON with the place of every key and value, read by momoa (`@humanwhocodes/momoa`), a parser made
 * for tools that need positions: strict JSON (no comments, no trailing commas), and every mistake put
 * in words the owner can act on, at the place where it is. `JSON.parse` knows no positions, silently
 * keeps the last of two equal keys and words its errors differently in each Node version.
 */
import {
  evaluate,
  parse,
  tokenize,
  type MemberNode,
  type Token,
  type TokenType,
  type ValueNode,
} from '@humanwhocodes/momoa';
import type { SourceError, SourceNode } from './positions.ts';

export interface JsonResult {
  data?: unknown;
  root?: SourceNode;
  errors: SourceError[];
  /** With `lenient`, what strict JSON refuses and the reading forgave, each at its place. */
  forgiven?: { offset: number; message: string; path?: PropertyKey[] }[];
}

export interface JsonOptions {
  /**
   * Read what people write in hand-kept JSON files (comments, trailing commas, single quotes,
   * unquoted field names, as JSON5 allows) and say what was forgiven; only text that is not
   * JSON5 either is an error, explained as strict JSON's would be.
   */
  lenient?: boolean;
}

/**
 * Parses `text` as JSON. `lineOf` turns an offset into a line number for messages that point back
 * to an earlier place ("already set on line 3").
 */
export function parseJson(
  text: string,
  lineOf: (offset: number) => number,
  { lenient = false }: JsonOptions = {},
): JsonResult {
  let body: ValueNode;
  let tokens: Token[];
  let forgiven: JsonResult['forgiven'];
  try {
    const document = parse(text, { mode: 'json', tokens: true });
    body = document.body;
    tokens = document.tokens ?? [];
  } catch (error) {
    const strict = { errors: [{ path: [], fatal: true, ...explainSyntaxError(text, error) }] };
    if (!lenient) return strict;
    try {
      const document = parse(text, { mode: 'json5', tokens: true, allowTrailingCommas: true });
      body = document.body;
      tokens = document.tokens ?? [];
      forgiven = forgivenIn(text, tokens);
    } catch {
      return strict;
    }
  }
  // JSON forbids raw control characters in text; momoa lets them through.
  for (const token of tokens) {
    if (token.type !== 'String') continue;
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u001f]/.exec(text.slice(token.loc.start.offset, token.loc.end.offset));
    if (!control) continue;
    const escape = control[0] === '\t' ? '\\t' : '\\n';
    const offset = token.loc.start.offset + control.index;
    if (lenient) {
      (forgiven ??= []).push({
        offset,
        message: `A raw line break or tab inside text, which JSON writes as ${escape}: kept`,
      });
      continue;
    }
    const message = `A line break or tab inside text must be written as ${escape}`;
    return { errors: [{ offset, path: [], message, fatal: true }] };
  }
  const duplicates = duplicateFields(body, lineOf);
  if (!lenient) return { data: evaluate(body), root: sourceNode(body), errors: duplicates };
  // A field set twice is read as JSON.parse reads it, the later value winning, and said so.
  const later = duplicates.map(({ offset, message, path }) => ({
    offset,
    path,
    message: message.replace(/; keep only one$/, '; the later value is read'),
  }));
  return {
    data: evaluate(body),
    root: sourceNode(body),
    errors: [],
    forgiven: [...(forgiven ?? []), ...later].sort((a, b) => a.offset - b.offset),
  };
}

/** What JSON5 read that strict JSON refuses, in the owner's words. */
function forgivenIn(text: string, tokens: readonly Token[]): { offset: number; message: string }[] {
  const forgiven: { offset: number; message: string }[] = [];
  tokens.forEach((token, index) => {
    const offset = token.loc.start.offset;
    const next = tokens.slice(index + 1).find((other) => !other.type.endsWith('Comment'));
    if (token.type === 'LineComment' || token.type === 'BlockComment')
      forgiven.push({ offset, message: 'A comment, which JSON does not allow: skipped' });
    else if (token.type === 'Comma' && (next?.type === 'RBrace' || next?.type === 'RBracket'))
      forgiven.push({
        offset,
        message: `A comma before "${next.type === 'RBrace' ? '}' : ']'}", which JSON does not allow: skipped`,
      });
    else if (token.type === 'String' && text[offset] === "'")
      forgiven.push({ offset, message: 'Text in single quotes, which JSON does not allow: read as text' });
    else if (token.type === 'Identifier' && next?.type === 'Colon')
      forgiven.push({
        offset,
        message: 'A field name without quotes, which JSON does not allow: read as a name',
      });
    else if (token.type === 'NaN' || token.type === 'Infinity')
      forgiven.push({ offset, message: `${tokenText(text, token)} is not a JSON number: read as nothing` });
  });
  return forgiven;
}

function sourceNode(node: ValueNode, member?: MemberNode): SourceNode {
  return {
    keyOffset: member?.loc.start.offset,
    valueOffset: node.loc.start.offset,
    child(segment) {
      if (node.type === 'Object' && typeof segment === 'string') {
        const found = node.members.findLast((candidate) => memberName(candidate) === segment);
        return found && sourceNode(found.value, found);
      }
      if (node.type === 'Array' && typeof segment === 'number') {
        const element = node.elements[segment];
        return element && sourceNode(element.value);
      }
      return undefined;
    },
  };
}

function memberName(member: MemberNode): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}

/** A field set twice in one object: the owner almost certainly meant one. */
function duplicateFields(root: ValueNode, lineOf: (offset: number) => number): SourceError[] {
  const errors: SourceError[] = [];
  const visit = (node: ValueNode, path: PropertyKey[]) => {
    if (node.type === 'Array')
      node.elements.forEach((element, index) => visit(element.value, [...path, index]));
    if (node.type !== 'Object') return;
    const seen = new Map<string, MemberNode>();
    for (const member of node.members) {
      const name = memberName(member);
      const first = seen.get(name);
      if (first) {
        const line = lineOf(first.loc.start.offset);
        const message = `Duplicate field "${name}": it is already set on line ${line}; keep only one`;
        errors.push({ offset: member.loc.start.offset, path: [...path, name], message, fatal: false });
      } else seen.set(name, member);
      visit(member.value, [...path, name]);
    }
  };
  visit(root, []);
  return errors;
}

const closers: Partial<Record<TokenType, string>> = { LBrace: '}', LBracket: ']' };
const openers: Partial<Record<TokenType, string>> = { LBrace: '{', LBracket: '[' };

/** Where a momoa syntax error is and what it means, judged from the tokens before it. */
function explainSyntaxError(text: string, error: unknown): { offset: number; message: string } {
  const offset = (error as { offset?: number }).offset ?? 0;
  const reason = error instanceof Error ? error.message : '';
  const before = tokensOf(text.slice(0, offset));
  const next = found(text, offset);

  // A text whose closing quote is missing runs on to the next quote, past the end of its line.
  const runOn = before?.find((token) => token.type === 'String' && /[\n\r]/.test(tokenText(text, token)));
  if (runOn || (before === undefined && !reason.includes("character '"))) {
    const start = runOn?.loc.start.offset ?? text.lastIndexOf('"');
    return { offset: start, message: 'Text is not closed: a closing " is missing on this line' };
  }
  // momoa reports a file cut short inside a list or object at its end, or at its last token.
  const atEnd = text.slice(offset + next.length).trim() === '';
  if (reason.startsWith('Unexpected end of input') || (atEnd && reason.startsWith('Unexpected token'))) {
    const open = unclosed(tokensOf(text) ?? []);
    if (open)
      return {
        offset: open.loc.start.offset,
        message: `This "${openers[open.type]}" is never closed: the file ends before its "${closers[open.type]}"`,
      };
  }
  if (before === undefined)
    return { offset, message: 'A backslash in text must start an escape like \\n, \\" or \\\\' };
  if (next.startsWith("'"))
    return { offset, message: 'Text in JSON needs double quotes ("…"), not single quotes' };
  if (next.startsWith('/')) return { offset, message: 'Comments are not allowed in JSON files' };

  const previous = before.at(-1);
  const container = unclosed(before);
  if (!container && previous)
    return { offset, message: `Unexpected ${quote(next)} after the end of the data` };
  if ((next === '}' || next === ']') && previous?.type === 'Comma')
    return {
      offset: previous.loc.start.offset,
      message: `Remove this comma: JSON does not allow a comma before "${next}"`,
    };
  const inObject = container?.type === 'LBrace';
  if (inObject && (previous?.type === 'LBrace' || previous?.type === 'Comma'))
    return { offset, message: `Expected a field name in "double quotes", found ${quote(next)}` };
  const key = before.at(-2);
  if (inObject && previous?.type === 'String' && (key?.type === 'LBrace' || key?.type === 'Comma'))
    return { offset, message: `Expected ":" after ${tokenText(text, previous)}, found ${quote(next)}` };
  if (previous === undefined || ['Colon', 'LBracket', 'Comma'].includes(previous.type))
    return {
      offset,
      message: `Expected a value (text in "double quotes", a number, true, false, null, a list [ ] or an object { }), found ${quote(next)}`,
    };
  // After a value, a quote or a word almost always means the comma between two was left out.
  const hint = /^["\w[{-]/.test(next) ? ' — is a comma missing?' : '';
  const after = inObject ? `the value of ${tokenText(text, fieldOf(before))}` : 'a list item';
  return {
    offset,
    message: `Expected "," or "${inObject ? '}' : ']'}" after ${after}, found ${quote(next)}${hint}`,
  };
}

function tokensOf(text: string): Token[] | undefined {
  try {
    return tokenize(text, { mode: 'json' });
  } catch {
    return undefined;
  }
}

const tokenText = (text: string, token: Token) => text.slice(token.loc.start.offset, token.loc.end.offset);

/** The innermost `{` or `[` still open after `tokens`. */
function unclosed(tokens: readonly Token[]): Token | undefined {
  const open: Token[] = [];
  for (const token of tokens) {
    if (token.type === 'LBrace' || token.type === 'LBracket') open.push(token);
    if (token.type === 'RBrace' || token.type === 'RBracket') open.pop();
  }
  return open.at(-1);
}

/** The name of the field whose value ends `tokens`, inside the innermost open object. */
function fieldOf(tokens: readonly Token[]): Token {
  let depth = 0;
  for (let index = tokens.length - 1; index > 0; index--) {
    const token = tokens[index]!;
    if (token.type === 'RBrace' || token.type === 'RBracket') depth++;
    else if (token.type === 'LBrace' || token.type === 'LBracket') depth--;
    else if (depth === 0 && token.type === 'Colon') return tokens[index - 1]!;
  }
  return tokens[0]!;
}

/** The token-sized text at `offset`: `"issuer"`, `tru`, `}`. */
function found(text: string, offset: number): string {
  return /^"[^"\n]{0,40}"?|^[^\s,:{}[\]"]{1,40}|^./.exec(text.slice(offset))?.[0] ?? '';
}

function quote(token: string): string {
  if (token === '') return 'the end of the file';
  return token.startsWith('"') ? token : `"${token}"`;
}
