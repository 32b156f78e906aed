import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  /** Shown above the heading, e.g. an availability badge. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: its h1 and a short introduction. */
export function PageHeader({ eyebrow, heading, intro, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.heading}>{heading}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
