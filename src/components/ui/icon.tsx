import type { IconName } from '../../content/schemas';
import spriteUrl from './generated/icons.svg?no-inline';
import styles from './icon.module.css';

interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/**
 * A technology mark or interface glyph by its content name, drawn from the build's icon sprite
 * (see icon-registry.ts). Decorative: pair it with text.
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
