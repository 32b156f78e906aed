import { fill } from '../../lib/fill';
import { FilterButtons } from './filter-buttons';
import styles from './list-filter.module.css';

interface ListFilterProps {
  /** What the list can be narrowed to (categories, tags), in the order offered. */
  choices: readonly string[];
  /** The choice shown, or `null` for every entry. */
  selected: string | null;
  onSelect: (choice: string | null) => void;
  /** The filter's name, the choice that shows everything, and how many it shows (`{shown}`, `{total}`). */
  labels: { label: string; all: string; count: string };
  shown: number;
  total: number;
}

/** The buttons that narrow a list, and how many entries it shows; with fewer than two choices, none. */
export function ListFilter({ choices, selected, onSelect, labels, shown, total }: ListFilterProps) {
  if (choices.length < 2) return null;
  return (
    <div className={styles.filter}>
      <FilterButtons
        options={[{ value: null, label: labels.all }, ...choices.map((value) => ({ value, label: value }))]}
        selected={selected}
        onSelect={onSelect}
        label={labels.label}
      />
      {/*
        Announced with the choice's name, so a choice that shows as many entries as the last one
        still says something new.
      */}
      <p className={styles.count} aria-live="polite" aria-atomic="true" data-print="hide">
        <span className="visually-hidden">{selected ?? labels.all}: </span>
        {fill(labels.count, { shown, total })}
      </p>
    </div>
  );
}
