import type { ReactNode } from 'react';
import { Icon } from './icon';
import styles from './disclosure.module.css';

interface DisclosureProps {
  /** What opens: the names of the parts inside, as a reader would look for them. */
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Detail a reader opens where they expect it: a native `<details>`, so it opens with the keyboard
 * and without JavaScript, a link to something inside opens it, and on paper it is always open.
 */
export function Disclosure({ summary, className, children }: DisclosureProps) {
  return (
    <details className={className ? `${styles.details} ${className}` : styles.details}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
