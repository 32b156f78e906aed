import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

interface TooltipProps {
  /** The tooltip's text; it is also the trigger's accessible description. */
  label: string;
  /** The trigger's content (an icon); the trigger is focusable so keyboard users see the tooltip too. */
  children: ReactNode;
}

/**
 * A tooltip shown on hover and on keyboard focus (WCAG 1.4.13): the pointer can move onto it, it
 * stays while the trigger is hovered or focused, and Escape dismisses it. Its text is also the
 * trigger's accessible name.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);

  // The tooltip is inside the wrapper, so the pointer moving onto it does not leave.
  return (
    <span
      className={styles.wrapper}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
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
