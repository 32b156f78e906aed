import type { AriaAttributes, ReactNode } from 'react';
import styles from './grid.module.css';

/**
 * The layouts the pages use, one column on a phone and then, from a width up: `xs2` two columns
 * from 22rem (most phones, for short tiles), `sm2` two from 40rem, `md3` three from 48rem, `md2`
 * two from 48rem (the medium breakpoint), `lg2` and `lg3` two or three from 64rem, `xl4` four from
 * 75rem. `fill-narrow` and `fill-wide`: as many columns as fit, none narrower than 15rem or 18rem.
 */
type Columns =
  | 'xs2 md3 xl4'
  | 'xs2 fill-narrow'
  | 'sm2 lg3'
  | 'md2'
  | 'md2 lg3'
  | 'lg2'
  | 'lg3'
  | 'fill-narrow'
  | 'fill-wide';

interface GridProps extends AriaAttributes {
  columns: Columns;
  /** A list (`ul`) when the blocks are items of one kind; `div` when each is a section of its own. */
  as?: 'ul' | 'div';
  /** Space between blocks: `tight` for small tiles and form fields, `wide` for large cards. */
  gap?: 'tight' | 'wide';
  /** On paper: whole blocks in this many columns, flowing from page to page. */
  print?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/**
 * Blocks side by side where the width allows. The layout is written as data attributes that the
 * stylesheet reads, so the page's code carries no table of class names for it.
 */
export function Grid({ columns, as: Element = 'ul', gap, print, className, children, ...aria }: GridProps) {
  return (
    <Element
      className={className ? `${styles.grid} ${className}` : styles.grid}
      data-columns={columns}
      data-gap={gap}
      data-print-columns={print}
      {...aria}
    >
      {children}
    </Element>
  );
}
