import type { MDXComponents, MDXContent } from 'mdx/types';
import { bodyComponents } from './body-components';
import bodyText from './body-text.module.css';
import styles from './prose.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** An MDX body's headings one level and more below `level` (the compiler numbers them from 1). */
function headingsBelow(level: HeadingLevel): MDXComponents {
  const tag = (depth: number) => `h${Math.min(level + depth, 6)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return { h1: tag(1), h2: tag(2), h3: tag(3), h4: tag(4), h5: tag(5), h6: tag(6) };
}

interface ProseProps {
  Body: MDXContent;
  /** The level of the heading the body sits under: its own headings nest below it. */
  headingLevel: HeadingLevel;
  className?: string;
}

/** An entry's MDX body: Markdown styled for reading inside a card, in both colour schemes. */
export function Prose({ Body, headingLevel, className }: ProseProps) {
  return (
    <div className={[bodyText.body, styles.prose, className].filter(Boolean).join(' ')}>
      <Body components={{ ...headingsBelow(headingLevel), ...bodyComponents }} />
    </div>
  );
}
