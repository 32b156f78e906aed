import type { ProjectEntry, ProjectsPage } from '../../content';
import { neutralIcons } from '../../content/values/vocabulary';
import { fill } from '../../lib/fill';
import { ChipList } from '../ui/chip-list';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import styles from './project-highlights.module.css';

interface ProjectHighlightsProps {
  highlights: NonNullable<ProjectEntry['technicalHighlights']>;
  labels: Pick<ProjectsPage['card'], 'highlightMetricsLabel'>;
  /** The level of each highlight's title: one below the heading the list stands under. */
  level: 3 | 5;
}

/** A project's technical highlights: each a title with its icon, a sentence and its figures. */
export function ProjectHighlights({ highlights, labels, level }: ProjectHighlightsProps) {
  const Title = `h${level}` as const;
  return (
    <Grid columns="fill-wide">
      {highlights.map((highlight) => (
        <li key={highlight.title} className={styles.highlight}>
          <Title className={styles.title}>
            <Icon name={highlight.icon ?? neutralIcons.card} size={18} />
            {highlight.title}
          </Title>
          <p className={styles.text}>{highlight.description}</p>
          <ChipList
            items={highlight.metrics}
            label={fill(labels.highlightMetricsLabel, { title: highlight.title })}
          />
        </li>
      ))}
    </Grid>
  );
}
