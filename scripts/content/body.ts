/** Checking one MDX body: its rule problems, its plain text, whether it says nothing. */
import type { Root } from 'mdast';
import {
  bodyImages,
  bodyProblems,
  bodyText,
  isBlank,
  type BodyImage,
  type BodyProblem,
} from './body-rules.ts';
import { createBodyParser, parseProblem } from './mdx.ts';

/** What a body holds, in the body's own lines (line 1 is the body's first line). */
export interface BodyCheck {
  problems: BodyProblem[];
  /** The body as plain text (see `bodyText`). */
  text: string;
  /** Nothing but white space and comments. */
  blank: boolean;
  /** Where the first comment of a blank body is, to point at the scaffold's note. */
  comment?: { line: number; column: number };
  /** The pictures of the content it shows, which the loader checks exist. */
  images: BodyImage[];
}

let parse: ((text: string) => Root) | undefined;

export function checkBody(body: string): BodyCheck {
  try {
    parse ??= createBodyParser();
    const tree = parse(body);
    const blank = isBlank(tree);
    const comment = blank ? tree.children.find((node) => node.type !== 'yaml')?.position?.start : undefined;
    return {
      problems: bodyProblems(tree),
      text: bodyText(tree),
      blank,
      images: bodyImages(tree),
      ...(comment ? { comment: { line: comment.line, column: comment.column } } : {}),
    };
  } catch (error) {
    return { problems: [parseProblem(error, body)], text: '', blank: false, images: [] };
  }
}
