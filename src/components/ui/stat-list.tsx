import styles from './stat-list.module.css';

interface Stat {
  value: string;
  label: string;
}

/**
 * Headline figures ("25+ Years Experience") as a description list: the label names the value. In a
 * row across the column, or two by two where they stand beside something else (`paired`).
 */
export function StatList({
  stats,
  label,
  paired = false,
}: {
  stats: readonly Stat[];
  label: string;
  paired?: boolean;
}) {
  return (
    <dl className={styles.stats} aria-label={label} data-paired={paired || undefined}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
