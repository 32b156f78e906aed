import type { ReactNode } from 'react';
import { useUiText } from '../../lib/ui-text';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link that opens in a new tab, safely, and says so to assistive technology. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { newTab } = useUiText();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
