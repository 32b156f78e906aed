import styles from './project-filter.module.css';

interface FilterOption<T> {
  value: T;
  label: string;
}

interface ProjectFilterProps<T> {
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Shown to assistive technology as the group's name. */
  label: string;
}

/** Toggle buttons for the project categories; exactly one is pressed. */
export function ProjectFilter<T>({ options, selected, onSelect, label }: ProjectFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.filter} data-print="hide">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.option}
          aria-pressed={option.value === selected}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
