import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

interface TooltipProps {
  /** The tooltip's text; it is also the trigger's accessible description. */
  label: string;
  /** The trigger's content (an icon); the trigger is focusable so keyboard users see the tooltip too. */
  children: ReactNode;
}

/**
 * A tooltip shown on hover and on keyboard focus, dismissible with Escape (WCAG 1.4.13). Its text
 * is also the trigger's accessible name.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);

  return (
    <span
      className={styles.wrapper}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <span className={styles.trigger} tabIndex={0} role="img" aria-labelledby={id}>
        {children}
      </span>
      <span id={id} role="tooltip" className={styles.tooltip} data-open={open}>
        {label}
      </span>
    </span>
  );
}
