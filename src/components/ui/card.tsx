import type { ComponentPropsWithoutRef } from 'react';
import styles from './card.module.css';

type CardElement = 'article' | 'section' | 'li';

type CardProps<E extends CardElement> = {
  as: E;
  /**
   * Its parts one under another, so that the last can sit at the card's foot (`margin-top: auto`),
   * level with its neighbours' in a row of cards.
   */
  stacked?: boolean;
} & ComponentPropsWithoutRef<E>;

/**
 * One block in a list of entries (a job, a project, a skill group): a rule above and whitespace
 * around, no box. `as` names the element the block is in its page: an `article` that stands alone, a
 * titled `section`, or an `li` of a list.
 */
export function Card<E extends CardElement>({ as, stacked, className, ...props }: CardProps<E>) {
  const Element = as as CardElement;
  const classes = className ? `${styles.card} ${className}` : styles.card;
  return (
    <Element
      className={classes}
      data-stacked={stacked || undefined}
      {...(props as ComponentPropsWithoutRef<CardElement>)}
    />
  );
}
