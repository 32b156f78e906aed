import type { AccentColor, IconName } from '../../content/schemas';
import cardStyles from '../ui/card.module.css';
import { Icon } from '../ui/icon';
import accent from './accent.module.css';
import styles from './core-grid.module.css';

interface CoreTechnology {
  name: string;
  icon: IconName;
  color: AccentColor;
  description: string;
}

/** The core technology tiles: mark, name and one line on how it is used. */
export function CoreGrid({ technologies }: { technologies: readonly CoreTechnology[] }) {
  return (
    <ul className={styles.grid}>
      {technologies.map((technology) => (
        <li
          key={technology.name}
          className={`${cardStyles.card} ${styles.tile} ${accent.accent}`}
          data-accent={technology.color}
        >
          <span className={styles.icon}>
            <Icon name={technology.icon} size={28} />
          </span>
          <h3 className={styles.name}>{technology.name}</h3>
          <p className={styles.description}>{technology.description}</p>
        </li>
      ))}
    </ul>
  );
}
