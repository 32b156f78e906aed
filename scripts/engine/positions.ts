/**
 * Source positions: where a value sits in its file, so a problem can name a line and column.
 *
 * Both readers (JSON and YAML front matter) describe the parsed data as a tree of `SourceNode`s in
 * file offsets; `locate` walks a zod issue path down that tree.
 */
import type { Problem } from './problem.ts';

/** A problem found while reading a file, before any schema sees it. */
export interface SourceError {
  offset: number;
  path: PropertyKey[];
  message: string;
  /** True when the file could not be read at all, so there is no data to validate. */
  fatal: boolean;
}

/** One value in a file: the offset of the key that names it (if any) and of the value itself. */
export interface SourceNode {
  keyOffset?: number;
  valueOffset: number;
  /** The node one step further along a path, or undefined when the file does not have it. */
  child(segment: PropertyKey): SourceNode | undefined;
}

/** Which part of a value a problem points at. */
export type Target = 'value' | 'key';

/**
 * The offset a problem at `path` should point at. When the path leaves the file (a missing field),
 * it points at the key of the deepest ancestor the file does have.
 */
export function locate(root: SourceNode, path: readonly PropertyKey[], target: Target = 'value'): number {
  let node = root;
  for (const segment of path) {
    const next = node.child(segment);
    if (!next) return node.keyOffset ?? node.valueOffset;
    node = next;
  }
  return target === 'key' ? (node.keyOffset ?? node.valueOffset) : node.valueOffset;
}

/** Turns offsets into 1-based line and column numbers. */
export class LineIndex {
  readonly text: string;
  #lineStarts: number[] | undefined;

  constructor(text: string) {
    this.text = text;
  }

  position(offset: number): { line: number; column: number } {
    const starts = (this.#lineStarts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }
}

/** A reader's error as the owner's problem in `file`. */
export function sourceProblem(file: string, lines: LineIndex, error: SourceError): Problem {
  return { file, ...lines.position(error.offset), path: formatPath(error.path), message: error.message };
}

/** A zod-style path as the owner reads it: `technicalHighlights[1].metrics[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(file)' : out;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}
