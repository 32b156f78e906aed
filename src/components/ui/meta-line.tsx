import styles from './meta-line.module.css';

interface MetaLineProps {
  /** The facts, in order (place, dates, grade). */
  items: readonly string[];
  className?: string;
}

/**
 * Short facts in a row with a dot between them. A row that wraps starts with its fact, never with
 * a dot: each dot stands in the gap before its fact, and the first of every line falls outside the
 * clipped box.
 */
export function MetaLine({ items, className }: MetaLineProps) {
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line}>
      <span className={styles.items}>
        {items.map((item, index) => (
          <span key={`${index}-${item}`}>{item}</span>
        ))}
      </span>
    </p>
  );
}
