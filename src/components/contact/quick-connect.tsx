import type { ContactPage } from '../../content/schemas';
import cardStyles from '../ui/card.module.css';
import iconTile from '../ui/icon-tile.module.css';
import { Icon } from '../ui/icon';
import styles from './quick-connect.module.css';

/** Four ways to get in touch; the external ones open in a new tab. */
export function QuickConnect({ links }: { links: ContactPage['quickConnect'] }) {
  return (
    <ul className={styles.grid}>
      {links.map((link) => {
        const external = link.href.startsWith('http');
        return (
          <li key={link.label}>
            <a
              href={link.href}
              className={`${cardStyles.card} ${styles.tile}`}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className={iconTile.tile}>
                <Icon name={link.icon} size={24} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{link.label}</span>
                <span className={styles.description}>{link.description}</span>
              </span>
              {external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
