import type { ReactNode } from 'react';
import { ButtonRow } from './button-link';
import styles from './page-header.module.css';

interface PageHeaderProps {
  /** Shown above the heading, e.g. an availability badge. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  heading: ReactNode;
  intro?: ReactNode;
  /** Links under the introduction, e.g. the résumé download. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: its h1 and a short introduction. */
export function PageHeader({ eyebrow, heading, intro, actions, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.heading}>{heading}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {actions && <ButtonRow className={styles.actions}>{actions}</ButtonRow>}
        {children}
      </div>
    </header>
  );
}
