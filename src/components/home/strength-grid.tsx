import { neutralIcons } from '../../content/values/vocabulary';
import { Icon } from '../ui/icon';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import iconTile from '../ui/icon-tile.module.css';
import styles from './strength-grid.module.css';

interface Strength {
  title: string;
  description: string;
  icon?: string;
}

/** The "What I Bring to the Table" cards. */
export function StrengthGrid({ cards }: { cards: readonly Strength[] }) {
  return (
    <Grid columns="sm2 lg3">
      {cards.map((card) => (
        <Card as="li" key={card.title} className={styles.card}>
          <span className={`${iconTile.tile} ${styles.glyph}`}>
            <Icon name={card.icon ?? neutralIcons.card} size={24} />
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.description}>{card.description}</p>
        </Card>
      ))}
    </Grid>
  );
}
