import type { ReactNode } from 'react';
import styles from './label-heading.module.css';

interface LabelHeadingProps {
  /** The outline level where it stands: 2 for a page's own parts (the footer's columns), 4 in a card. */
  level: 2 | 4;
  id?: string;
  /** Spacing from where it stands. */
  className?: string;
  children: ReactNode;
}

/**
 * A heading set as a label ("Key Features", "Technologies", a footer column): it names a part of a
 * block without competing with the block's title.
 */
export function LabelHeading({ level, id, className, children }: LabelHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <Heading id={id} className={className ? `${styles.label} ${className}` : styles.label}>
      {children}
    </Heading>
  );
}
