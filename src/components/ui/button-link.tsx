import type { ReactNode } from 'react';
import styles from './button-link.module.css';
import { ExternalLink } from './external-link';
import { SiteLink } from './site-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonLinkProps {
  /** A site path (`/contact`) navigates in the app; `mailto:`/`tel:` and web addresses are plain links. */
  href: string;
  variant?: ButtonVariant;
  /** Open in a new tab (external destinations). */
  external?: boolean;
  /** Download the file at `href` under this name instead of opening it. */
  download?: string;
  children: ReactNode;
}

/** A link that looks like a button: calls to action. */
export function ButtonLink({
  href,
  variant = 'primary',
  external = false,
  download,
  children,
}: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  // A site path navigates in the app; a file to download is fetched by the browser, never the router.
  if (href.startsWith('/') && !download) {
    return (
      <SiteLink to={href} className={className}>
        {children}
      </SiteLink>
    );
  }
  return external ? (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  ) : (
    <a href={href} className={className} download={download}>
      {children}
    </a>
  );
}

interface ButtonRowProps {
  /** Placement where the row stands (margins, grid area). */
  className?: string;
  /** Leave the row off paper: its links do nothing there. */
  hideInPrint?: boolean;
  children: ReactNode;
}

/** Buttons side by side, wrapping onto the next line when the row is too narrow. */
export function ButtonRow({ className, hideInPrint = false, children }: ButtonRowProps) {
  return (
    <div
      className={className ? `${styles.row} ${className}` : styles.row}
      data-print={hideInPrint ? 'hide' : undefined}
    >
      {children}
    </div>
  );
}

export { styles as buttonStyles };
