import type { Reference } from '../../content';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import styles from './testimonials.module.css';

/** What people who worked with the owner say, each quote with who said it when the content names them. */
export function Testimonials({ references }: { references: readonly Reference[] }) {
  return (
    <Grid columns="md2" gap="wide">
      {references.map((reference, index) => (
        <Card as="li" key={index}>
          <figure className={styles.testimonial}>
            <Icon name="quote" size={24} className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{reference.text}</p>
            </blockquote>
            {(reference.name || reference.role) && (
              <figcaption className={styles.source}>
                {reference.name && <span className={styles.name}>{reference.name}</span>}
                {reference.role && <span className={styles.role}>{reference.role}</span>}
              </figcaption>
            )}
          </figure>
        </Card>
      ))}
    </Grid>
  );
}
