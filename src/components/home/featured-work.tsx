import type { ProjectImage, FeaturedWork as Work } from '../../content';
import { ProjectCover } from '../projects/project-cover';
import { Card } from '../ui/card';
import category from '../ui/category.module.css';
import { Grid } from '../ui/grid';
import { SiteLink } from '../ui/site-link';
import titleLink from '../ui/title-link.module.css';
import styles from './featured-work.module.css';

interface FeaturedWorkProps {
  work: readonly Work[];
  /** Each project's pictures by its id (`projectImages`): its first is its cover. */
  pictures: Readonly<Record<string, readonly ProjectImage[]>>;
}

/**
 * How wide a cover is drawn: in a row, a column of the grid (grid.module.css: three from 64rem, two
 * from 40rem) or, on a phone, a card of the row that scrolls sideways (featured-work.module.css);
 * alone, half the section from 48rem.
 */
const rowSizes = '(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, min(82vw, 20rem)';
const singleSizes = '(min-width: 48rem) 36rem, 100vw';

/**
 * The owner's selected work on the home page: each featured project's picture, its title linked to
 * its case study (or its card), what it is, and the one result it is remembered for. The whole
 * card leads where its title does. On a phone the cards stand in a row that scrolls sideways; a
 * project alone stands across the page, its picture beside its words.
 */
export function FeaturedWork({ work, pictures }: FeaturedWorkProps) {
  return (
    <Grid
      columns={work.length > 2 ? 'sm2 lg3' : 'md2'}
      gap="wide"
      className={work.length > 1 ? styles.row : styles.single}
    >
      {work.map((project) => {
        const image = pictures[project.id]?.[0];
        return (
          <Card as="li" key={project.id} stacked className={styles.project}>
            <ProjectCover
              picture={image && { image, alt: project.pictureAlt ?? '' }}
              words={project}
              sizes={work.length > 1 ? rowSizes : singleSizes}
              className={styles.cover}
            />
            {project.category && <p className={category.category}>{project.category}</p>}
            <h3 className={styles.title}>
              <SiteLink to={project.href} className={`${titleLink.link} ${styles.link}`}>
                {project.title}
              </SiteLink>
            </h3>
            {project.description && <p className={styles.description}>{project.description}</p>}
            {project.outcome && <p className={styles.outcome}>{project.outcome}</p>}
          </Card>
        );
      })}
    </Grid>
  );
}
