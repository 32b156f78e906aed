import type { SkillGroup, SkillsPage } from '../../content';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import accent from './accent.module.css';
import { CardTitle } from './card-title';
import { levelTone } from './level-tone';
import styles from './skill-groups.module.css';

/** The detailed proficiencies: each group's skills with level, years and how they are used. */
export function SkillGroups({
  groups,
  years,
}: {
  groups: readonly SkillGroup[];
  years: SkillsPage['years'];
}) {
  return (
    <Grid as="div" columns="lg2" gap="wide" print={2}>
      {groups.map((group) => (
        <Card
          as="section"
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className={accent.accent}
          data-accent={group.color}
          data-print="keep"
        >
          <CardTitle id={`${group.id}-heading`} icon={group.icon}>
            {group.title}
          </CardTitle>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <div className={styles.itemHeader}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.meta}>
                    <Badge tone={levelTone(item.level)}>{item.level}</Badge>
                    <span className={styles.years}>
                      {fill(item.years === '1' ? years.one : years.other, { years: item.years })}
                    </span>
                  </span>
                </div>
                <p className={styles.description}>{item.description}</p>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </Grid>
  );
}
