import styles from './chip-list.module.css';

/** A short list of tags, e.g. the technologies of a job or project. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
