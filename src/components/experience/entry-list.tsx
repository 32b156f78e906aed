import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { ExternalLink } from '../ui/external-link';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import iconTile from '../ui/icon-tile.module.css';
import styles from './credentials.module.css';
import { MetaLine } from '../ui/meta-line';
import { Section } from '../ui/section';

/** One entry of a résumé list: what, from whom or where, when, and what it was. */
interface ListEntry {
  title: string;
  /** The title links there (a publication, an organisation's site). */
  href?: string;
  /** Who gave it, where it was published, where it was done. */
  byline?: string;
  /** When, and other short facts, joined by dots. */
  meta?: readonly (string | undefined)[];
  text?: string;
  items?: readonly string[];
}

interface EntryListProps {
  entries: readonly ListEntry[];
  /** The glyph beside every entry. */
  icon: string;
  /** The name of an entry's item list, for assistive technology. */
  itemsLabel?: (entry: ListEntry) => string;
}

/** Volunteer roles, awards, publications: entries side by side where the width allows. */
function EntryList({ entries, icon, itemsLabel }: EntryListProps) {
  return (
    <Grid columns="fill-wide">
      {entries.map((entry, index) => {
        const meta = (entry.meta ?? []).filter((fact): fact is string => Boolean(fact));
        const title: ReactNode = entry.href ? (
          <ExternalLink href={entry.href}>{entry.title}</ExternalLink>
        ) : (
          entry.title
        );
        return (
          <Card as="li" key={`${entry.title}-${index}`} className={styles.entry} data-print="keep">
            <span className={iconTile.tile}>
              <Icon name={icon} size={24} />
            </span>
            <div className={styles.body}>
              <h3 className={styles.name}>{title}</h3>
              {entry.byline && <p className={styles.issuer}>{entry.byline}</p>}
              {meta.length > 0 && <MetaLine items={meta} className={styles.meta} />}
              {entry.text && <p className={styles.description}>{entry.text}</p>}
              {entry.items && (
                <ul className={styles.highlights} aria-label={itemsLabel?.(entry) ?? entry.title}>
                  {entry.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
        );
      })}
    </Grid>
  );
}

interface EntrySectionProps extends EntryListProps {
  /** The section's id, so it can be linked as `/experience#id`. */
  id: string;
  heading: string;
}

/** A part of the résumé made of entries, under its heading; a part without entries is left out. */
export function EntrySection({ id, heading, ...list }: EntrySectionProps) {
  if (list.entries.length === 0) return null;
  return (
    <Section id={id} heading={heading}>
      <EntryList {...list} />
    </Section>
  );
}
