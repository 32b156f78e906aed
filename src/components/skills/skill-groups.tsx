import type { BadgeTone, SkillGroup, SkillsPage } from '../../content';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { ChipList } from '../ui/chip-list';
import { Grid } from '../ui/grid';
import accent from './accent.module.css';
import { CardTitle } from './card-title';
import styles from './skill-groups.module.css';

interface SkillGroupsProps {
  groups: readonly SkillGroup[];
  years: SkillsPage['years'];
  /** Each level's badge colour, by the level's words; any other level is neutral (grey). */
  levels?: Readonly<Record<string, BadgeTone>>;
}

/**
 * The detailed proficiencies: each group's skills with level, years and how they are used. A group
 * whose skills are names alone reads as a row of tags.
 */
export function SkillGroups({ groups, years, levels = {} }: SkillGroupsProps) {
  const level = (words: string) => <Badge tone={levels[words] ?? 'neutral'}>{words}</Badge>;
  return (
    <Grid as="div" columns="lg2" gap="wide" print={2}>
      {groups.map((group) => {
        const detailed = group.items.some((item) => item.level || item.years || item.description);
        return (
          <Card
            as="section"
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className={accent.accent}
            data-accent={group.color}
            data-print="keep"
          >
            <div className={styles.title}>
              <CardTitle id={`${group.id}-heading`} icon={group.icon}>
                {group.title}
              </CardTitle>
              {group.level && level(group.level)}
            </div>
            {detailed ? (
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.name} className={styles.item}>
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
                    {item.description && <p className={styles.description}>{item.description}</p>}
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
