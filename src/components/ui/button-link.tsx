import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';
import { ExternalLink } from './external-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonLinkProps {
  /** A site path (`/contact`) navigates in the app; `mailto:`/`tel:` and web addresses are plain links. */
  href: string;
  variant?: ButtonVariant;
  /** Open in a new tab (external destinations). */
  external?: boolean;
  children: ReactNode;
}

/** A link that looks like a button: calls to action. */
export function ButtonLink({ href, variant = 'primary', external = false, children }: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return external ? (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export { styles as buttonStyles };
