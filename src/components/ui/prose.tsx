import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ComponentProps } from 'react';
import type { Picture } from '../../content';
import { AddressText } from './address-text';
import { ExternalLink } from './external-link';
import { SiteLink } from './site-link';
import { ResponsivePicture } from './responsive-picture';
import styles from './prose.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** An MDX body's headings one level and more below `level` (the compiler numbers them from 1). */
function headingsBelow(level: HeadingLevel): MDXComponents {
  const tag = (depth: number) => `h${Math.min(level + depth, 6)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return { h1: tag(1), h2: tag(2), h3: tag(3), h4: tag(4), h5: tag(5), h6: tag(6) };
}

/** A table scrolls sideways inside its column on a narrow screen, and can be scrolled by keyboard. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className={styles.tableScroll} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A picture of the content in a body, sized for the column by the build (scripts/images/body-images.ts). */
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

/** A link in a body: a page of the site navigates in the app; another site opens in a new tab. */
function BodyLink({ href = '', children: given }: ComponentProps<'a'>) {
  // An address written out as the link's text breaks at its punctuation, as it does elsewhere.
  const children = typeof given === 'string' ? <AddressText text={given} /> : given;
  if (href.startsWith('/')) return <SiteLink to={href}>{children}</SiteLink>;
  if (/^https?:/.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return <a href={href}>{children}</a>;
}

interface ProseProps {
  Body: MDXContent;
  /** The level of the heading the body sits under: its own headings nest below it. */
  headingLevel: HeadingLevel;
  className?: string;
}

/** An entry's MDX body: Markdown styled for reading inside a card, in both colour schemes. */
export function Prose({ Body, headingLevel, className }: ProseProps) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      <Body components={{ ...headingsBelow(headingLevel), table: Table, a: BodyLink, BodyPicture }} />
    </div>
  );
}
