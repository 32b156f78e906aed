import type { SkillGroup, SkillsPage } from '../../content';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import cardStyles from '../ui/card.module.css';
import iconTile from '../ui/icon-tile.module.css';
import { Icon } from '../ui/icon';
import accent from './accent.module.css';
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
    <div className={styles.groups}>
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className={`${cardStyles.card} ${accent.accent}`}
          data-accent={group.color}
          data-print="keep"
        >
          <h3 id={`${group.id}-heading`} className={styles.title}>
            <span className={`${iconTile.tile} ${iconTile.small} ${iconTile.accented}`}>
              <Icon name={group.icon} size={22} />
            </span>
            {group.title}
          </h3>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <div className={styles.itemHeader}>
                  <span className={styles.name}>{item.name}</span>
                  <Badge tone={levelTone(item.level)}>{item.level}</Badge>
                  <span className={styles.years}>
                    {fill(item.years === '1' ? years.one : years.other, { years: item.years })}
                  </span>
                </div>
                <p className={styles.description}>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
