import styles from './icon.module.css';

interface IconProps {
  /** A simple-icons slug or lucide name (see scripts/site-content/icons/registry.ts). */
  name: string;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/**
 * A technology mark or interface glyph by its content name, drawn from a `<symbol>` of the icon
 * sprite (see scripts/site-content/icons/registry.ts): a prerendered page carries the symbols it uses, and the
 * app adds the rest for the pages it renders (see lib/icon-sprite.ts). Decorative: pair it with text.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
