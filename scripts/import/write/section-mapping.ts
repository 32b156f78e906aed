/**
 * The engine behind the table of résumé sections in `entries.ts`: how one declared section becomes
 * content entries. Each of the section's entries is checked for the texts the content requires
 * (reported and left out without them), its dates are read as a span, the fields the content has no
 * place for are reported, and its fields are mapped; then the entries are put in order and, for a
 * folder collection, given ids.
 */
import type { JsonResume } from '../read/json-resume-schema.ts';
import { uniqueIds } from './ids.ts';
import type { Path, Placing } from './placing.ts';

export type Fields = Record<string, unknown>;

/** An entry of a folder collection: its id (the file name), its fields and its Markdown body. */
export interface FolderEntry {
  id: string;
  fields: Fields;
  body?: string;
}

/** The résumé's sections that are lists of entries: all but `basics` and `meta`. */
type SectionName = {
  [Name in keyof JsonResume]-?: NonNullable<JsonResume[Name]> extends readonly unknown[] ? Name : never;
}[keyof JsonResume];

/** One entry of the résumé's section `Name`. */
export type ItemOf<Name extends SectionName> = NonNullable<JsonResume[Name]>[number];

/** The fields of `Item` that hold a text (a date is one). */
type TextField<Item> = {
  [Key in keyof Item]-?: Item[Key] extends string | undefined ? Key : never;
}[keyof Item] &
  string;

/** Where an entry's dates are in the résumé, and what a start without an end means. */
interface DateFields<Item> {
  start: TextField<Item>;
  /** Without it, the entry has one date. */
  end?: TextField<Item>;
  /** A start without an end is still going on (a job), rather than the entry's one date (a release). */
  ongoing: boolean;
  /** How a report names the dates when the content cannot do without them: `dates (startDate)`. */
  required?: string;
  /** How a report names an entry that starts after today, kept as upcoming (`role`); without it, left out. */
  upcoming?: string;
}

/** An entry's dates as content writes them; always there when the section requires them. */
type Period<Dates> = Dates extends { required: string } ? string : string | undefined;

/** The fields of an entry the content has no place for, each with the reason the report gives. */
type Reasons<Item> = Partial<Record<keyof Item, string>>;

/** What an entry's fields are made from, besides the résumé's entry itself. */
interface EntryInput<Required extends PropertyKey, Dates, Context> {
  placing: Placing;
  /** Where the entry is in the résumé: `['work', 2]`. */
  path: Path;
  /** The texts the section requires, trimmed. */
  required: Record<Required, string>;
  period: Period<Dates>;
  /** What the section worked out from all its entries, when it works something out. */
  context: Context | undefined;
}

/** How one section of the résumé becomes the content's entries: see the table in `entries.ts`. */
interface Section<
  Name extends SectionName,
  Required extends TextField<ItemOf<Name>>,
  Dates extends DateFields<ItemOf<Name>> | undefined,
  Context,
  Entry extends Fields,
> {
  /** The résumé's section it reads. */
  reads: Name;
  /** How the import's report counts its entries: one, more. */
  counted: readonly [one: string, more: string];
  /** How a report names one of its entries: `A job`. */
  entry: string;
  /** The texts an entry cannot do without, each as a report names it: `company (name)`. */
  requires: Record<Required, string>;
  dates?: Dates;
  /** What the section works out from all its entries before mapping one (the kinds of project). */
  context?: (items: readonly ItemOf<Name>[], placing: Placing) => Context;
  notPlaced?: Reasons<ItemOf<Name>> | ((context: Context | undefined) => Reasons<ItemOf<Name>>);
  /** The entry's fields; those left undefined are not written. */
  fields: (item: ItemOf<Name>, input: EntryInput<Required, Dates, Context>) => Entry;
  /** The entry's Markdown body, for an MDX collection. */
  body?: (item: ItemOf<Name>, placing: Placing) => string | undefined;
  /** The order the content lists the entries in; the résumé's own without it. */
  order?: (a: Entry, b: Entry) => number;
}

/** A section whose entries are files of their own, named by their ids. */
interface FolderSection<
  Name extends SectionName,
  Required extends TextField<ItemOf<Name>>,
  Dates extends DateFields<ItemOf<Name>> | undefined,
  Context,
  Entry extends Fields,
> extends Section<Name, Required, Dates, Context, Entry> {
  /** Each entry's ids, most preferred first, and the word for an entry whose words give none. */
  id: { from: (entry: Entry) => string[]; fallback: string };
}

/** A declared section as the rest of the import uses it: what it reads, its words, its entries. */
export interface DeclaredSection<Value> {
  reads: SectionName;
  counted: readonly [one: string, more: string];
  entries: (resume: JsonResume, placing: Placing) => Value;
}

/** A section whose entries are the items of one list file. */
export function listSection<
  Name extends SectionName,
  Required extends TextField<ItemOf<Name>>,
  Dates extends DateFields<ItemOf<Name>> | undefined,
  Context,
  Entry extends Fields,
>(section: Section<Name, Required, Dates, Context, Entry>): DeclaredSection<Fields[]> {
  return {
    reads: section.reads,
    counted: section.counted,
    entries: (resume, placing) => mapEntries(section, resume, placing).map(({ entry }) => defined(entry)),
  };
}

/** A section whose entries are the files of a folder, each named by its id. */
export function folderSection<
  Name extends SectionName,
  Required extends TextField<ItemOf<Name>>,
  Dates extends DateFields<ItemOf<Name>> | undefined,
  Context,
  Entry extends Fields,
>(section: FolderSection<Name, Required, Dates, Context, Entry>): DeclaredSection<FolderEntry[]> {
  return {
    reads: section.reads,
    counted: section.counted,
    entries: (resume, placing) => {
      const kept = mapEntries(section, resume, placing);
      const ids = uniqueIds(
        kept.map(({ entry }) => section.id.from(entry)),
        section.id.fallback,
      );
      return kept.map(({ entry, body }, index) => ({
        id: ids[index]!,
        fields: { id: ids[index], ...defined(entry) },
        ...(section.body ? { body } : {}),
      }));
    },
  };
}

/** Only the fields that have a value, in the order given. */
export function defined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Reports an entry left out because it lacks a field the content requires. */
function missing(placing: Placing, path: Path, what: string, field: string) {
  placing.notPlace(path, `${what} needs its ${field}, which this entry does not give; not imported`);
}

/** Reports the fields of `item` the content has no place for, each with its reason. */
function notPlaceFields<Item>(placing: Placing, path: Path, item: Item, reasons: Reasons<Item>) {
  for (const field in reasons) {
    const value: unknown = item[field];
    const given = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
    if (given) placing.notPlace([...path, field], reasons[field]!);
  }
}

/** The section's entries the content takes, each with its body, in the content's order. */
function mapEntries<
  Name extends SectionName,
  Required extends TextField<ItemOf<Name>>,
  Dates extends DateFields<ItemOf<Name>> | undefined,
  Context,
  Entry extends Fields,
>(
  section: Section<Name, Required, Dates, Context, Entry>,
  resume: JsonResume,
  placing: Placing,
): { entry: Entry; body?: string }[] {
  const items: readonly ItemOf<Name>[] = resume[section.reads] ?? [];
  const context = section.context?.(items, placing);
  const reasons = typeof section.notPlaced === 'function' ? section.notPlaced(context) : section.notPlaced;
  const kept: { entry: Entry; body?: string }[] = [];
  items.forEach((item, index) => {
    const path = [section.reads, index];
    const written = (field: TextField<ItemOf<Name>>) => item[field] as string | undefined;
    const required: Partial<Record<Required, string>> = {};
    for (const field in section.requires) {
      required[field] = placing.text(written(field));
      if (!required[field]) return missing(placing, path, section.entry, section.requires[field]);
    }
    const { dates } = section;
    const span = dates
      ? placing.span({
          start: written(dates.start),
          end: dates.end && written(dates.end),
          startPath: [...path, dates.start],
          endPath: [...path, dates.end ?? dates.start],
          ongoing: dates.ongoing,
          upcoming: dates.upcoming,
        })
      : {};
    if ('skip' in span) return;
    if (dates?.required && !span.text) return missing(placing, path, section.entry, dates.required);
    if (reasons) notPlaceFields(placing, path, item, reasons);
    const input = {
      placing,
      path,
      // Every required text was found above, and the period too where the section requires it.
      required: required as Record<Required, string>,
      period: span.text as Period<Dates>,
      context,
    };
    kept.push({ entry: section.fields(item, input), body: section.body?.(item, placing) });
  });
  const { order } = section;
  return order ? kept.toSorted((a, b) => order(a.entry, b.entry)) : kept;
}
