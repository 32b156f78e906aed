import { initials } from '../../lib/initials';
import styles from './monogram.module.css';

interface MonogramProps {
  name: string;
  /** What it stands for, for assistive technology: the owner's name and title. */
  alt: string;
  /** Sizes it where a photo would stand. */
  className?: string;
}

/** The owner's initials on the accent, drawn where their photo would be when the content has none. */
export function Monogram({ name, alt, className }: MonogramProps) {
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={alt}
      className={className ? `${styles.monogram} ${className}` : styles.monogram}
    >
      <circle cx="50" cy="50" r="50" className={styles.disc} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" className={styles.letters}>
        {initials(name)}
      </text>
    </svg>
  );
}
