import type { IconName } from '../../content/schemas';
import { Icon } from '../ui/icon';
import cardStyles from '../ui/card.module.css';
import iconTile from '../ui/icon-tile.module.css';
import styles from './strength-grid.module.css';

interface Strength {
  title: string;
  description: string;
  icon: IconName;
}

/** The "What I Bring to the Table" cards. */
export function StrengthGrid({ cards }: { cards: readonly Strength[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={cardStyles.card}>
          <span className={iconTile.tile}>
            <Icon name={card.icon} size={24} />
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.description}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
