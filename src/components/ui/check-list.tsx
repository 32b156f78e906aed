import { Icon } from './icon';
import styles from './check-list.module.css';

/** Points made with a tick each: achievements, features, outcomes. */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
