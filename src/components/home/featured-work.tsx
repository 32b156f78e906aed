import type { FeaturedWork as Work } from '../../content';
import { Card } from '../ui/card';
import category from '../ui/category.module.css';
import { Grid } from '../ui/grid';
import { SiteLink } from '../ui/site-link';
import titleLink from '../ui/title-link.module.css';
import styles from './featured-work.module.css';

/**
 * The owner's selected work on the home page: each featured project's title, linked to its case
 * study (or its card), what it is, and the one result it is remembered for.
 */
export function FeaturedWork({ work }: { work: readonly Work[] }) {
  return (
    <Grid columns={work.length > 2 ? 'sm2 lg3' : 'md2'} gap="wide">
      {work.map((project) => (
        <Card as="li" key={project.id} stacked className={styles.project}>
          {project.category && <p className={category.category}>{project.category}</p>}
          <h3 className={styles.title}>
            <SiteLink to={project.href} className={titleLink.link}>
              {project.title}
            </SiteLink>
          </h3>
          {project.description && <p className={styles.description}>{project.description}</p>}
          {project.outcome && <p className={styles.outcome}>{project.outcome}</p>}
        </Card>
      ))}
    </Grid>
  );
}
