import type { MDXComponents, MDXProps } from 'mdx/types';
import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { fill } from '../../lib/fill';
import { bodyComponents } from './body-components';
import bodyText from './body-text.module.css';
import textHeading from './text-heading.module.css';
import styles from './article-prose.module.css';
import './code-colours.css';

/** The words a post's body shows around the owner's own, from the content. */
export interface ArticleLabels {
  /** The heading of the table of contents ("On this page"). */
  contents: string;
  /** The heading of the footnotes. */
  footnotes: string;
  /** A footnote's link back to where it is cited; `{number}` is the citation's ("1", "1-2"). */
  backToText: string;
  /** A heading's link to itself; `{heading}` is the heading's words. */
  anchor: string;
}

const Labels = createContext<ArticleLabels | null>(null);

function useLabels(): ArticleLabels {
  const labels = useContext(Labels);
  if (!labels) throw new Error('A part of a post rendered outside <ArticleProse>');
  return labels;
}

type HeadingProps = ComponentProps<'h2'> & { 'data-heading'?: string };
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A heading with a link to itself beside it, shown on hover and on focus. The link is the
 * heading's sibling, so the heading's name stays its words; the link's is the content's template.
 */
function anchored(Tag: HeadingTag) {
  return function AnchoredHeading({ id, 'data-heading': words, children, ...props }: HeadingProps) {
    const { anchor } = useLabels();
    if (!id) return <Tag {...props}>{children}</Tag>;
    return (
      <div className={styles.heading}>
        <Tag id={id} {...props}>
          {children}
        </Tag>
        <a className={styles.anchor} href={`#${id}`} aria-label={fill(anchor, { heading: words ?? id })}>
          <span aria-hidden="true">#</span>
        </a>
      </div>
    );
  };
}

interface PartProps {
  as: 'nav' | 'section';
  className?: string;
  headingId: string;
  heading: string;
  children: ReactNode;
}

/** A part of a post around its text (the contents, the footnotes), named by its small heading. */
function Part({ as: Element, className, headingId, heading, children }: PartProps) {
  return (
    <Element className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${textHeading.heading} ${styles.partHeading}`}>
        {heading}
      </h2>
      {children}
    </Element>
  );
}

/** The compiler's contents of a long post, a list of links to its sections, under its heading. */
function TableOfContents({ children }: { children: ReactNode }) {
  const { contents } = useLabels();
  const headingId = useId();
  return (
    <Part as="nav" className={styles.contents} headingId={headingId} heading={contents}>
      {children}
    </Part>
  );
}

/** The footnotes, under their heading; each citation names it (`aria-describedby`) by `labelId`. */
function Footnotes({ labelId, children }: { labelId: string; children: ReactNode }) {
  const { footnotes } = useLabels();
  return (
    <Part as="section" className={styles.footnotes} headingId={labelId} heading={footnotes}>
      {children}
    </Part>
  );
}

/** A footnote's link back to its citation, named by the content's words and the citation's number. */
function FootnoteBack({ href, number, children }: { href: string; number: string; children: ReactNode }) {
  const { backToText } = useLabels();
  return (
    <a href={href} aria-label={fill(backToText, { number })}>
      {children}
    </a>
  );
}

/**
 * The compiler numbers a body's headings from 1 (scripts/site-content/mdx.ts); the post's title is the
 * page's h1, so the body's own start at h2.
 */
const articleComponents: MDXComponents = {
  h1: anchored('h2'),
  h2: anchored('h3'),
  h3: anchored('h4'),
  h4: anchored('h5'),
  h5: anchored('h6'),
  h6: anchored('h6'),
  TableOfContents,
  Footnotes,
  FootnoteBack,
};

interface ArticleProseProps {
  /** A post's compiled body (scripts/site-content/article.ts marks where the words below go). */
  Body: ComponentType<MDXProps>;
  labels: ArticleLabels;
  className?: string;
}

/** A post's body, set for long reading: its contents, headings to link to, code, tables, footnotes. */
export function ArticleProse({ Body, labels, className }: ArticleProseProps) {
  return (
    <div className={[bodyText.body, styles.article, className].filter(Boolean).join(' ')}>
      <Labels.Provider value={labels}>
        <Body components={{ ...bodyComponents, ...articleComponents }} />
      </Labels.Provider>
    </div>
  );
}
