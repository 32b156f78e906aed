import type { Skills } from '../../content/schemas';
import cardStyles from '../ui/card.module.css';
import { ChipList } from '../ui/chip-list';
import { Icon } from '../ui/icon';
import styles from './implementation-list.module.css';

/** Real-world implementation examples: what was built, with what, and the result in numbers. */
export function ImplementationList({ implementations }: { implementations: Skills['implementations'] }) {
  return (
    <ul className={styles.grid}>
      {implementations.map((example) => (
        <li key={example.title} className={`${cardStyles.card} ${styles.card}`} data-print="keep">
          <h3 className={styles.title}>{example.title}</h3>
          <p className={styles.description}>{example.description}</p>
          <ChipList items={example.technologies} label={`Technologies used in ${example.title}`} />
          <p className={styles.metrics}>
            <Icon name="trending-up" size={18} />
            <span>{example.metrics}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
