import type { ReactNode } from 'react';
import styles from './badge.module.css';
import tones from './tone.module.css';

type BadgeTone = 'success' | 'info' | 'warning' | 'neutral' | 'danger' | 'primary';

interface BadgeProps {
  tone?: BadgeTone;
  /**
   * A pulsing dot before the text, for live states such as availability. Such a badge is a status
   * line rather than a pill: its text is the owner's and may be long, so it wraps like words do.
   */
  dot?: boolean;
  children: ReactNode;
}

/** A small label whose colour carries meaning (status, level); the text always says it too. */
export function Badge({ tone = 'neutral', dot = false, children }: BadgeProps) {
  return (
    <span className={`${tones.tone} ${styles.badge}`} data-tone={tone} data-status={dot || undefined}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
