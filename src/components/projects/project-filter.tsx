import styles from './project-filter.module.css';

interface ProjectFilterProps<T extends string> {
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  /** Shown to assistive technology as the group's name. */
  label: string;
}

/** Toggle buttons for the project categories; exactly one is pressed. */
export function ProjectFilter<T extends string>({
  options,
  selected,
  onSelect,
  label,
}: ProjectFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.filter} data-print="hide">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
