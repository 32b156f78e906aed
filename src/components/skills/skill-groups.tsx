import type { BadgeTone, SkillGroup, SkillsPage } from '../../content';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { ChipList } from '../ui/chip-list';
import { Grid } from '../ui/grid';
import titleRow from '../ui/title-row.module.css';
import { CardTitle } from './card-title';
import skillNote from './skill-note.module.css';
import { SkillNotes } from './skill-notes';
import styles from './skill-groups.module.css';

interface SkillGroupsProps {
  groups: readonly SkillGroup[];
  years: SkillsPage['years'];
  /** Each level's badge colour, by the level's words; any other level is neutral (grey). */
  levels?: Readonly<Record<string, BadgeTone>>;
  /** The line the notes fold under; without it every note shows under its skill. */
  foldNotes?: string;
}

/**
 * The detailed proficiencies: each group's skills with level, years and how they are used. A group
 * whose skills are names alone reads as a row of tags. With `foldNotes` the skills stand two to a
 * row and their notes open below them.
 */
export function SkillGroups({ groups, years, levels = {}, foldNotes }: SkillGroupsProps) {
  const level = (words: string) => <Badge tone={levels[words] ?? 'neutral'}>{words}</Badge>;
  const itemHeader = (item: SkillGroup['items'][number]) => (
    <div className={styles.itemHeader}>
      <span className={styles.name}>{item.name}</span>
      {(item.level || item.years) && (
        <span className={styles.meta}>
          {item.level && level(item.level)}
          {item.years && (
            <span className={styles.years}>
              {fill(item.years === '1' ? years.one : years.other, { years: item.years })}
            </span>
          )}
        </span>
      )}
    </div>
  );
  return (
    <Grid as="div" columns={foldNotes ? 'md2 lg3' : 'lg2'} gap={foldNotes ? undefined : 'wide'} print={2}>
      {groups.map((group) => {
        const detailed = group.items.some((item) => item.level || item.years || item.description);
        return (
          <Card
            as="section"
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            data-print="keep"
          >
            <div className={`${titleRow.row} ${styles.title}`}>
              <CardTitle id={`${group.id}-heading`} icon={group.icon}>
                {group.title}
              </CardTitle>
              {group.level && level(group.level)}
            </div>
            {detailed && foldNotes && group.items.some((item) => item.description) ? (
              <>
                <ul className={styles.pairs}>
                  {group.items.map((item) => (
                    <li key={item.name} className={styles.item}>
                      {itemHeader(item)}
                    </li>
                  ))}
                </ul>
                <SkillNotes summary={foldNotes} items={group.items} className={styles.more} />
              </>
            ) : detailed ? (
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.name} className={styles.item}>
                    {itemHeader(item)}
                    {item.description && (
                      <p className={`${skillNote.note} ${styles.description}`}>{item.description}</p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <ChipList items={group.items.map((item) => item.name)} label={group.title} />
            )}
          </Card>
        );
      })}
    </Grid>
  );
}
