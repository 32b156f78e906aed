/**
 * JSON read with the place of every key and value, through momoa's syntax tree: strict JSON (no
 * comments, no trailing commas), a leading byte-order mark tolerated, and every mistake put in
 * words an owner can act on, at the line and column where it is.
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
import type { Problem } from '../content/problem.ts';
import { formatPath, LineIndex } from '../content/positions.ts';

/** Which part of a member a place is wanted for. */
export type Part = 'key' | 'value';

export interface JsonSource {
  value: unknown;
  /** The 1-based line and column of the value (or key) at `path`, or of its nearest ancestor. */
  locate(path: readonly PropertyKey[], part?: Part): { line: number; column: number };
}

export type JsonSourceResult = { ok: true; source: JsonSource } | { ok: false; problems: Problem[] };

interface Located {
  node: ValueNode;
  member?: MemberNode;
}

/** Parses `text`, the content of `file`, into a value and the places of its parts. */
export function parseJsonSource(file: string, text: string): JsonSourceResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const problemAt = (line: number, column: number, path: string, message: string): Problem => ({
    file,
    line,
    column,
    path,
    message,
  });

  let root: ValueNode;
  let tokens: Token[];
  try {
    const document = parse(body, { mode: 'json', tokens: true });
    root = document.body;
    tokens = document.tokens ?? [];
  } catch (error) {
    const { offset, message } = explainSyntaxError(body, error);
    const { line, column } = new LineIndex(body).position(offset);
    return { ok: false, problems: [problemAt(line, column, '(file)', message)] };
  }

  const problems: Problem[] = [];
  for (const token of tokens) {
    if (token.type !== 'String') continue;
    const raw = body.slice(token.loc.start.offset, token.loc.end.offset);
    // JSON forbids raw control characters in text; momoa lets them through.
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u001f]/.exec(raw);
    if (control) {
      const { line, column } = new LineIndex(body).position(token.loc.start.offset + control.index);
      const escape = control[0] === '\t' ? '\\t' : '\\n';
      problems.push(
        problemAt(line, column, '(file)', `A line break or tab inside text must be written as ${escape}`),
      );
    }
  }
  problems.push(...duplicateFields(root, file));
  if (problems.length > 0) return { ok: false, problems };

  const find = (path: readonly PropertyKey[]): Located[] => {
    const trail: Located[] = [{ node: root }];
    for (const segment of path) {
      const { node } = trail[trail.length - 1]!;
      if (node.type === 'Object' && typeof segment === 'string') {
        const member = node.members.findLast((candidate) => memberName(candidate) === segment);
        if (!member) break;
        trail.push({ node: member.value, member });
      } else if (node.type === 'Array' && typeof segment === 'number' && node.elements[segment]) {
        trail.push({ node: node.elements[segment].value });
      } else break;
    }
    return trail;
  };

  return {
    ok: true,
    source: {
      value: evaluate(root),
      locate(path, part = 'value') {
        const trail = find(path);
        const last = trail[trail.length - 1]!;
        const whole = trail.length === path.length + 1;
        const start =
          (whole && part === 'value') || !last.member ? last.node.loc.start : last.member.loc.start;
        return { line: start.line, column: start.column };
      },
    },
  };
}

function memberName(member: MemberNode): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}

/** A field set twice in one object: `JSON.parse` would silently keep the last. */
function duplicateFields(root: ValueNode, file: string): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: ValueNode, path: PropertyKey[]) => {
    if (node.type === 'Array')
      node.elements.forEach((element, index) => visit(element.value, [...path, index]));
    if (node.type !== 'Object') return;
    const seen = new Map<string, MemberNode>();
    for (const member of node.members) {
      const name = memberName(member);
      const first = seen.get(name);
      if (first) {
        problems.push({
          file,
          line: member.loc.start.line,
          column: member.loc.start.column,
          path: formatPath([...path, name]),
          message: `Duplicate field "${name}": it is already set on line ${first.loc.start.line}; keep only one`,
        });
      } else seen.set(name, member);
      visit(member.value, [...path, name]);
    }
  };
  visit(root, []);
  return problems;
}

const closers: Partial<Record<TokenType, string>> = { LBrace: '}', LBracket: ']' };
const punctuation: Partial<Record<TokenType, string>> = {
  LBrace: '{',
  RBrace: '}',
  LBracket: '[',
  RBracket: ']',
  Comma: ',',
  Colon: ':',
};
const expectedValue =
  'Expected a value (text in "double quotes", a number, true, false, null, a list [ ] or an object { })';

/** Where a momoa syntax error is and what it means, judged from the tokens before it. */
function explainSyntaxError(text: string, error: unknown): { offset: number; message: string } {
  const offset = (error as { offset?: number }).offset ?? 0;
  const reason = error instanceof Error ? error.message : '';
  const endOfInput = reason.startsWith('Unexpected end of input');
  if (text.trim() === '')
    return { offset: 0, message: 'The file is empty: expected a JSON Resume object { }' };

  const before = tokensOf(text.slice(0, offset));
  const all = tokensOf(text);
  // momoa reports a file cut short inside a list at its last token rather than at the end.
  const lastToken =
    reason.startsWith('Unexpected token') && text.slice(offset + found(text, offset).length).trim() === '';
  if (endOfInput || lastToken) {
    if (all === undefined) {
      return {
        offset: text.lastIndexOf('"'),
        message: 'This text is never closed: its closing " is missing',
      };
    }
    const open = unclosed(all);
    if (open) {
      return {
        offset: open.loc.start.offset,
        message: `This "${punctuation[open.type]}" is never closed: the file ends before its "${closers[open.type]}"`,
      };
    }
  }

  const next = found(text, offset);
  if (before === undefined) {
    return { offset, message: 'A backslash in text must start an escape like \\n, \\" or \\\\' };
  }
  if (next.startsWith("'"))
    return { offset, message: 'Text in JSON needs double quotes ("…"), not single quotes' };
  if (next.startsWith('/')) return { offset, message: 'Comments are not allowed in JSON files' };

  const previous = before[before.length - 1];
  const container = unclosed(before);
  const inObject = container?.type === 'LBrace';
  if (!container && previous) {
    return { offset, message: `Unexpected ${quote(next)} after the end of the JSON value` };
  }
  if ((next === '}' || next === ']') && previous?.type === 'Comma') {
    return {
      offset: previous.loc.start.offset,
      message: `Remove this comma: JSON does not allow a comma before "${next}"`,
    };
  }
  const expectsKey =
    inObject && (previous?.type === 'LBrace' || previous?.type === 'Comma') && before.length > 0;
  if (expectsKey)
    return { offset, message: `Expected a field name in "double quotes", found ${quote(next)}` };
  const afterKey =
    inObject &&
    previous?.type === 'String' &&
    ['LBrace', 'Comma'].includes(before[before.length - 2]?.type ?? '');
  if (afterKey) return { offset, message: `Expected ":" after the field name, found ${quote(next)}` };
  if (previous === undefined || ['Colon', 'LBracket', 'Comma'].includes(previous.type)) {
    return { offset, message: `${expectedValue}, found ${quote(next)}` };
  }
  const close = inObject ? '}' : ']';
  const hint = /^["\w[{-]/.test(next) ? ': is a comma missing?' : '';
  return { offset, message: `Expected "," or "${close}" here, found ${quote(next)}${hint}` };
}

function tokensOf(text: string): Token[] | undefined {
  try {
    return tokenize(text, { mode: 'json' });
  } catch {
    return undefined;
  }
}

/** The innermost `{` or `[` still open after `tokens`. */
function unclosed(tokens: Token[]): Token | undefined {
  const open: Token[] = [];
  for (const token of tokens) {
    if (token.type === 'LBrace' || token.type === 'LBracket') open.push(token);
    if (token.type === 'RBrace' || token.type === 'RBracket') open.pop();
  }
  return open[open.length - 1];
}

/** The token-sized text at `offset`: `"work"`, `tru`, `}`. */
function found(text: string, offset: number): string {
  return /^"[^"\n]{0,40}"?|^[^\s,:{}[\]"]{1,40}|^./.exec(text.slice(offset))?.[0] ?? '';
}

function quote(token: string): string {
  if (token === '') return 'the end of the file';
  return token.startsWith('"') ? token : `"${token}"`;
}
