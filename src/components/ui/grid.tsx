import type { AriaAttributes, ReactNode } from 'react';
import styles from './grid.module.css';

/** How many columns from each width up (one below the first): the layouts the pages use. */
interface Columns {
  /** From 40rem. */
  sm?: 2;
  /** From 48rem, the medium breakpoint. */
  md?: 2;
  /** From 64rem. */
  lg?: 2 | 3;
  /** From 75rem. */
  xl?: 4;
}

type Layout =
  | { columns: Columns; tiles?: never }
  /** As many columns as fit, none narrower than 15rem (`narrow`) or 18rem (`wide`). */
  | { tiles: 'narrow' | 'wide'; columns?: never };

type GridProps = Layout &
  AriaAttributes & {
    /** A list (`ul`) when the blocks are items of one kind; `div` when each is a section of its own. */
    as?: 'ul' | 'div';
    gap?: 'tight' | 'normal' | 'wide';
    /** On paper: whole blocks in this many columns, flowing from page to page. */
    print?: 2 | 3 | 4;
    className?: string;
    children: ReactNode;
  };

/** Blocks side by side where the width allows, one column on a phone. */
export function Grid(props: GridProps) {
  const { as: Element = 'ul', columns, tiles, gap = 'normal', print, className, children, ...aria } = props;
  const classes = [
    styles.grid,
    gap !== 'normal' && styles[gap],
    tiles && styles[`${tiles}Tiles`],
    columns?.sm && styles[`sm${columns.sm}`],
    columns?.md && styles[`md${columns.md}`],
    columns?.lg && styles[`lg${columns.lg}`],
    columns?.xl && styles[`xl${columns.xl}`],
    print && styles[`print${print}`],
    className,
  ];
  return (
    <Element className={classes.filter(Boolean).join(' ')} {...aria}>
      {children}
    </Element>
  );
}
