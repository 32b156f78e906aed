import { useEffect, useId, useRef } from 'react';
import { Icon } from './ui/icon';
import styles from './theme-switch.module.css';

interface ThemeSwitchProps {
  /** The switch's name and each choice's words (content/layout.json → theme). */
  labels: { label: string; system: string; light: string; dark: string };
}

const choices = ['system', 'light', 'dark'] as const;
const glyphs = { system: 'monitor', light: 'sun', dark: 'moon' } as const;

/**
 * The colour scheme: the system's (the default), light or dark. A native `<select name="theme">`,
 * compact enough for the narrowest phone's bar and announced as what it is. The head script
 * (src/head-script.ts) applies and remembers a choice as soon as the page is parsed, with or without
 * the app; without JavaScript the stylesheet reads the selected option, for the page at hand. The
 * glyph shows the choice.
 */
export function ThemeSwitch({ labels }: ThemeSwitchProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The page was rendered with "system" selected; the head script selected the stored choice before
  // the app started, and hydration may have put the rendered option back.
  useEffect(() => {
    if (select.current) select.current.value = document.documentElement.dataset.theme ?? 'system';
  }, []);
  return (
    <div className={styles.switch} data-print="hide">
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <select ref={select} id={id} name="theme" defaultValue="system" className={styles.select}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
      {choices.map((choice) => (
        <span key={choice} className={styles.glyph} data-choice={choice}>
          <Icon name={glyphs[choice]} size={20} />
        </span>
      ))}
    </div>
  );
}
