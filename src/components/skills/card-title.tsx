import type { ReactNode } from 'react';
import { neutralIcons } from '../../content/values/vocabulary';
import { Icon } from '../ui/icon';
import iconTile from '../ui/icon-tile.module.css';
import styles from './card-title.module.css';

interface CardTitleProps {
  id?: string;
  /** The glyph before the title, in the site's accent. */
  icon?: string;
  children: ReactNode;
}

/** A skills card's heading, led by its glyph. */
export function CardTitle({ id, icon, children }: CardTitleProps) {
  return (
    <h3 id={id} className={styles.title}>
      <span className={iconTile.tile}>
        <Icon name={icon ?? neutralIcons.card} size={22} />
      </span>
      {children}
    </h3>
  );
}
