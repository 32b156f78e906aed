import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styles from './site-header.module.css';

export interface NavItem {
  path: string;
  label: string;
}

interface SiteHeaderProps {
  brand: string;
  items: readonly NavItem[];
  /** The navigation's name and the toggle's, for assistive technology. */
  labels: { label: string; openMenu: string; closeMenu: string };
}

/** Brand and the five navigation links; below the medium breakpoint the links sit behind a toggle. */
export function SiteHeader({ brand, items, labels }: SiteHeaderProps) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: any navigation (a link here, the browser's
  // back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (isOpen: boolean) => setOpenOn(isOpen ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        document.getElementById(`${menuId}-toggle`)?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, menuId]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {brand}
        </Link>
        <button
          id={`${menuId}-toggle`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <MenuGlyph open={open} />
          <span className="visually-hidden">{open ? labels.closeMenu : labels.openMenu}</span>
        </button>
        <nav aria-label={labels.label} className={styles.nav}>
          <ul id={menuId} className={styles.links} data-open={open}>
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The toggle's glyph: three bars, or a cross while the menu is open (lucide's menu and x). */
function MenuGlyph({ open }: { open: boolean }) {
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
      <path d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'} />
    </svg>
  );
}
