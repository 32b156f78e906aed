import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** A titled page section with consistent spacing and an anchorable id. */
export function Section({ id, heading, intro, level = 2, tinted = false, children }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section} data-tinted={tinted}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <Heading id={`${id}-heading`} className={styles.heading}>
            {heading}
          </Heading>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
