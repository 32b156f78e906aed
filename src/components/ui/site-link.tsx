import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

interface SiteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A page of the site (`/contact`), with a `#fragment` or a query if need be. */
  to: string;
  /**
   * For navigation links: another class while the link leads to the page shown, which it also
   * announces (`aria-current="page"`), as the router's `NavLink` does.
   */
  activeClassName?: string;
}

/**
 * A link to a page of the site, followed without reloading the page. React Router's `Link` would do
 * the same and also bring its prefetching of data routes (route matching, module links), which a
 * site without data routes never runs: about 2 KB gzip of every page's first script.
 */
export function SiteLink({ to, activeClassName, className, onClick, ...props }: SiteLinkProps) {
  const routed = useHref(to);
  // The home page of a site under a path (`/fr/`, `/portfolio/`) is its canonical address, slash and
  // all: the router writes it without, which a host answers with a redirect.
  const href = to === '/' && !routed.endsWith('/') ? `${routed}/` : routed;
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  const { pathname } = useLocation();
  // The address shown, a trailing slash allowed, is the page the link leads to, or one below it (a
  // post below /writing), which the link marks as the section the visitor is in.
  const shown = pathname.replace(/\/+$/, '') || '/';
  const current = activeClassName !== undefined && shown === to;
  const section = activeClassName !== undefined && to !== '/' && shown.startsWith(`${to}/`);
  const classes = [className, (current || section) && activeClassName].filter(Boolean).join(' ') || undefined;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  }

  return (
    <a
      {...props}
      href={href}
      className={classes}
      aria-current={current ? 'page' : section ? 'true' : undefined}
      onClick={handleClick}
    />
  );
}
