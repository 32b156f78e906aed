import type { ReactNode } from 'react';
import type { IconName } from '../../content/schemas';
import { Icon } from '../ui/icon';
import iconTile from '../ui/icon-tile.module.css';
import styles from './card-title.module.css';

interface CardTitleProps {
  id?: string;
  /** The glyph before the title, in the card's accent colour (skills/accent.module.css). */
  icon: IconName;
  children: ReactNode;
}

/** A skills card's heading, led by its glyph in the card's colour. */
export function CardTitle({ id, icon, children }: CardTitleProps) {
  return (
    <h3 id={id} className={styles.title}>
      <span className={`${iconTile.tile} ${iconTile.accented}`}>
        <Icon name={icon} size={22} />
      </span>
      {children}
    </h3>
  );
}
