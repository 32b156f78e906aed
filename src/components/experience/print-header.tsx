import { shortUrl, telHref } from '../../lib/contact-address';
import { ExternalLink } from '../ui/external-link';
import styles from './print-header.module.css';

interface PrintHeaderProps {
  name: string;
  title: string;
  email?: string;
  phone?: string;
  website?: string;
}

/**
 * The top of the printed résumé: who, what, and how to reach them. Only on paper; the screen has the
 * site's header and footer for this.
 */
export function PrintHeader({ name, title, email, phone, website }: PrintHeaderProps) {
  return (
    <div className={styles.header}>
      <p className={styles.name}>{name}</p>
      <p className={styles.title}>{title}</p>
      <ul className={styles.contacts}>
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && <li>{telHref(phone) ? <a href={telHref(phone)}>{phone}</a> : phone}</li>}
        {website && (
          <li>
            <ExternalLink href={website}>{shortUrl(website)}</ExternalLink>
          </li>
        )}
      </ul>
    </div>
  );
}
