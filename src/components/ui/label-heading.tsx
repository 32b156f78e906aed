import type { ReactNode } from 'react';
import styles from './label-heading.module.css';

interface LabelHeadingProps {
  /**
   * The outline level where it stands: 2 for a page's own parts (the footer's columns), 4 in a card,
   * 5 in a card's nested entry (one of several roles at a company).
   */
  level: 2 | 4 | 5;
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
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={className ? `${styles.label} ${className}` : styles.label}>
      {children}
    </Heading>
  );
}
