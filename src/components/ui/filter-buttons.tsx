import styles from './filter-buttons.module.css';

interface FilterOption<T> {
  value: T;
  label: string;
}

interface FilterButtonsProps<T> {
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Shown to assistive technology as the group's name. */
  label: string;
}

/** Toggle buttons that choose what a list shows (a category of projects, a tag of posts); exactly one is pressed. */
export function FilterButtons<T>({ options, selected, onSelect, label }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.filter} data-print="hide">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.option}
          aria-pressed={option.value === selected}
          onClick={() => onSelect(option.value)}
          // A row that scrolls sideways (on a phone) brings a choice reached with Tab clear of its
          // faded edges; the browser scrolls only one that is wholly out of view.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
