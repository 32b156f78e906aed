import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { IconName } from '../../content/schemas';
import { Icon } from './icon';
import iconTile from './icon-tile.module.css';
import styles from './card.module.css';

type CardElement = 'article' | 'section' | 'li';

type CardProps<E extends CardElement> = { as: E } & ComponentPropsWithoutRef<E>;

/**
 * One block in a list of entries (a job, a project, a skill group): a rule above and whitespace
 * around, no box. `as` names the element the block is in its page: an `article` that stands alone, a
 * titled `section`, or an `li` of a list.
 */
export function Card<E extends CardElement>({ as, className, ...props }: CardProps<E>) {
  const Element = as as CardElement;
  const classes = className ? `${styles.card} ${className}` : styles.card;
  return <Element className={classes} {...(props as ComponentPropsWithoutRef<CardElement>)} />;
}

interface CardTitleProps {
  id?: string;
  /** The glyph before the title, in the card's accent colour (skills/accent.module.css). */
  icon: IconName;
  children: ReactNode;
}

/** A card's heading, led by its glyph. */
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
