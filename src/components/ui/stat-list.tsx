import styles from './stat-list.module.css';

interface Stat {
  value: string;
  label: string;
}

/** Headline figures ("25+ Years Experience") as a description list: the label names the value. */
export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
