import { neutralIcons, type AccentColor } from '../../content/values/vocabulary';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import styles from './core-grid.module.css';
import { SkillNotes } from './skill-notes';

interface CoreTechnology {
  name: string;
  icon?: string;
  color?: AccentColor;
  description?: string;
}

/**
 * The core technology tiles: mark, name and one line on how it is used. With `foldNotes` the tiles
 * are mark and name, and the lines fold under one line below them.
 */
export function CoreGrid({
  technologies,
  foldNotes,
}: {
  technologies: readonly CoreTechnology[];
  /** The line the notes fold under; without it each tile shows its note. */
  foldNotes?: string;
}) {
  const tiles = (
    <Grid columns="xs2 md3 xl4" gap="tight" print={4}>
      {technologies.map((technology) => (
        <Card as="li" key={technology.name} className={styles.tile}>
          <span className={styles.icon}>
            <Icon name={technology.icon ?? neutralIcons.technology} size={28} />
          </span>
          {/* A name over its note is the note's heading; alone, as with the notes folded, it is a label. */}
          {foldNotes ? (
            <p className={styles.name}>{technology.name}</p>
          ) : (
            <h3 className={styles.name}>{technology.name}</h3>
          )}
          {!foldNotes && technology.description && (
            <p className={styles.description}>{technology.description}</p>
          )}
        </Card>
      ))}
    </Grid>
  );
  if (!foldNotes) return tiles;
  return (
    <>
      {tiles}
      <SkillNotes summary={foldNotes} items={technologies} className={styles.more} />
    </>
  );
}
