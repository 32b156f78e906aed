import type { ReactNode } from 'react';
import { ButtonRow } from './button-link';
import pageHeading from './page-heading.module.css';
import styles from './page-header.module.css';

interface PageHeaderProps {
  /** Shown above the heading, e.g. an availability badge. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  heading: ReactNode;
  intro?: ReactNode;
  /** Links under the introduction, e.g. the résumé download. */
  actions?: ReactNode;
  /** Beside the heading on a wide screen and under it on a narrow one, e.g. the page's figures. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: its h1 and a short introduction. */
export function PageHeader({ eyebrow, heading, intro, actions, aside, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner} data-aside={aside ? true : undefined}>
        <div>
          {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
          <h1 className={pageHeading.title}>{heading}</h1>
          {intro && <p className={`${pageHeading.lead} ${styles.intro}`}>{intro}</p>}
          {actions && <ButtonRow className={styles.actions}>{actions}</ButtonRow>}
          {children}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
