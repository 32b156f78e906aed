import type { ReactNode } from 'react';
import { ButtonRow } from './button-link';
import styles from './cta-panel.module.css';

interface CtaPanelProps {
  /** The element id, so the panel can be linked by hash. */
  id: string;
  heading: string;
  text: string;
  /** The actions: button links. */
  children: ReactNode;
}

/** A closing call to action: a heading, a sentence and one or two buttons on a tinted panel. */
export function CtaPanel({ id, heading, text, children }: CtaPanelProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.outer}>
      <div className={styles.panel}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
        <ButtonRow className={styles.actions} hideInPrint>
          {children}
        </ButtonRow>
      </div>
    </section>
  );
}
