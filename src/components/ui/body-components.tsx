import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import type { Picture } from '../../content';
import { AddressText } from './address-text';
import { ExternalLink } from './external-link';
import { SiteLink } from './site-link';
import { ResponsivePicture } from './responsive-picture';
import styles from './body-components.module.css';

/** A table scrolls sideways inside its column on a narrow screen, and can be scrolled by keyboard. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className={styles.tableScroll} tabIndex={0}>
      <table {...props} className={styles.table} />
    </div>
  );
}

/** A picture of the content in a body, sized for the column by the build (scripts/site-content/images/body-images.ts). */
function BodyPicture({ picture, alt }: { picture: Picture; alt: string }) {
  return (
    <ResponsivePicture
      picture={picture}
      alt={alt}
      className={styles.picture}
      sizes="(min-width: 48rem) 48rem, 100vw"
      loading="lazy"
    />
  );
}

/**
 * A link in a body: a page of the site navigates in the app; another site opens in a new tab; a
 * place on the page (a footnote and the citation it leads back to) keeps its id and description.
 */
function BodyLink({ href = '', children: given, ...rest }: ComponentProps<'a'>) {
  // An address written out as the link's text breaks at its punctuation, as it does elsewhere.
  const children = typeof given === 'string' ? <AddressText text={given} /> : given;
  if (href.startsWith('/')) return <SiteLink to={href}>{children}</SiteLink>;
  if (/^https?:/.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  const { id, 'aria-describedby': describedBy } = rest;
  return (
    <a href={href} id={id} aria-describedby={describedBy}>
      {children}
    </a>
  );
}

/** What every MDX body renders its links, tables and pictures of the content with. */
export const bodyComponents: MDXComponents = { table: Table, a: BodyLink, BodyPicture };
