import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  const wrapper = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [align, setAlign] = useState<Align>('center');

  // Centred under its mark unless that would cross the window's edge: then it lines up with the
  // mark's own edge on that side, so it stays inside the window. Placed as it opens, in one render.
  const place = () => {
    if (wrapper.current && tip.current) {
      setAlign(alignment(wrapper.current.getBoundingClientRect(), tip.current.offsetWidth));
    }
  };

  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);

  // The tooltip is inside the wrapper, so the pointer moving onto it does not leave.
  return (
    <span
      ref={wrapper}
      className={styles.wrapper}
      onMouseEnter={() => {
        place();
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        place();
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      <span className={styles.trigger} tabIndex={0} role="img" aria-labelledby={id}>
        {children}
      </span>
      <span ref={tip} id={id} role="tooltip" className={styles.tooltip} data-open={open} data-align={align}>
        {label}
      </span>
    </span>
  );
}

type Align = 'center' | 'start' | 'end';

/** Room kept between a tooltip and the window's edge, in CSS pixels. */
const edgeRoom = 8;

function alignment(mark: DOMRect, width: number): Align {
  const centre = mark.left + mark.width / 2;
  if (centre - width / 2 < edgeRoom) return 'start';
  if (centre + width / 2 > document.documentElement.clientWidth - edgeRoom) return 'end';
  return 'center';
}
