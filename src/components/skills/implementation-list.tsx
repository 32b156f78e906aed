import type { Skills } from '../../content';
import { fill } from '../../lib/fill';
import { Card } from '../ui/card';
import { ChipList } from '../ui/chip-list';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import styles from './implementation-list.module.css';

/** Real-world implementation examples: what was built, with what, and the result in numbers. */
interface ImplementationListProps {
  implementations: NonNullable<Skills['implementations']>;
  /** The name of each example's technology list; `{title}` is the example's title. */
  technologiesLabel: string;
}

export function ImplementationList({ implementations, technologiesLabel }: ImplementationListProps) {
  return (
    <Grid columns="md2" print={2}>
      {implementations.map((example) => (
        <Card as="li" key={example.title} stacked className={styles.example} data-print="keep">
          <h3 className={styles.title}>{example.title}</h3>
          <p className={styles.description}>{example.description}</p>
          {example.technologies && (
            <ChipList
              items={example.technologies}
              label={fill(technologiesLabel, { title: example.title })}
            />
          )}
          {example.metrics && (
            <p className={styles.metrics}>
              <Icon name="trending-up" size={18} />
              <span>{example.metrics}</span>
            </p>
          )}
        </Card>
      ))}
    </Grid>
  );
}
