import type { ReactNode } from 'react';
import { ButtonRow } from './button-link';
import styles from './section.module.css';

interface SectionProps {
  /** The element id, so the section can be linked as `/page#id`. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** Heading level: 2 for page sections, 3 inside another section. */
  level?: 2 | 3;
  /** A tinted band across the full width. */
  tinted?: boolean;
  /**
   * The page's closing call to action: a tinted band under a rule, its heading unnumbered, its
   * children the buttons; left off paper, where its links do nothing.
   */
  closing?: boolean;
  children: ReactNode;
}

/** A titled page section with consistent spacing and an anchorable id. */
export function Section({
  id,
  heading,
  intro,
  level = 2,
  tinted = false,
  closing = false,
  children,
}: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={styles.section}
      data-tinted={tinted || closing}
      data-closing={closing || undefined}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <Heading id={`${id}-heading`} className={styles.heading}>
            {heading}
          </Heading>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {closing ? <ButtonRow>{children}</ButtonRow> : children}
      </div>
    </section>
  );
}
