import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageSwitchLink, type LanguageLink } from './language-switch';
import styles from './site-header.module.css';
import { SiteLink } from './ui/site-link';

interface NavItem {
  path: string;
  label: string;
}

interface SiteHeaderProps {
  brand: string;
  items: readonly NavItem[];
  /** The navigation's name and the toggle's, for assistive technology. */
  labels: { label: string; openMenu: string; closeMenu: string };
  /**
   * The page shown in the site's other languages: in the bar on wide screens, at the end of the
   * menu on phones, where the bar has room for the name alone.
   */
  languages?: readonly LanguageLink[];
  /** Controls at the end of the bar, after the navigation (the theme switch). */
  children?: ReactNode;
}

const noSubscription = () => () => {};

/**
 * Brand and the navigation links. Below the medium breakpoint the links sit in a popover the toggle
 * opens and closes, which the browser runs without JavaScript; the app closes it when a link is
 * chosen, when the page changes and when focus moves on past it.
 */
export function SiteHeader({ brand, items, labels, languages = [], children }: SiteHeaderProps) {
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Until the app runs, the browser reports the toggle's state from the popover itself; once it
  // runs, the app states it (for assistive technology that does not read the popover link).
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const close = () => menu.current?.hidePopover?.();
  // Focus that moves on from the menu and its toggle (Tab past the last link, Shift+Tab before the
  // toggle) closes the menu, so it never covers the control that takes focus (WCAG 2.4.11). Focus
  // leaving the window (no related target) keeps it open.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!open || !(next instanceof Node)) return;
    if (menu.current?.contains(next) || toggle.current?.contains(next)) return;
    close();
  };

  // Any navigation (a link here, the browser's back button) closes the menu.
  useEffect(close, [pathname]);
  // So does widening the window past the breakpoint, where the links stand in the bar.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 48rem)');
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink to="/" className={styles.brand}>
          {brand}
        </SiteLink>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-expanded={running ? open : undefined}
          onBlur={closeWhenFocusLeaves}
        >
          <MenuGlyph />
          <span className={`visually-hidden ${styles.whenClosed}`}>{labels.openMenu}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{labels.closeMenu}</span>
        </button>
        <nav aria-label={labels.label} className={styles.nav}>
          <ul
            id={menuId}
            ref={menu}
            popover="auto"
            className={styles.links}
            onToggle={(event) => setOpen(event.newState === 'open')}
            onBlur={closeWhenFocusLeaves}
          >
            {items.map((item) => (
              <li key={item.path}>
                <SiteLink
                  to={item.path}
                  className={styles.link}
                  activeClassName={styles.active}
                  onClick={close}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
            {languages.map((language) => (
              <li key={language.code} className={styles.inMenu}>
                <LanguageSwitchLink language={language} className={`${styles.link} ${styles.language}`} />
              </li>
            ))}
          </ul>
        </nav>
        {languages.map((language) => (
          <LanguageSwitchLink
            key={language.code}
            language={language}
            className={`${styles.inBar} ${styles.barLanguage}`}
          />
        ))}
        {children}
      </div>
    </header>
  );
}

/** The toggle's glyph: three bars, or a cross while the menu is open (lucide's menu and x). */
function MenuGlyph() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.whenClosed} d="M4 6h16M4 12h16M4 18h16" />
      <path className={styles.whenOpen} d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
