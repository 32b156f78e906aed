import { ProjectHighlights } from '../components/projects/project-highlights';
import { ProjectLinks } from '../components/projects/project-links';
import { ProjectPicture } from '../components/projects/project-picture';
import { Badge } from '../components/ui/badge';
import category from '../components/ui/category.module.css';
import { CheckList } from '../components/ui/check-list';
import { ChipList } from '../components/ui/chip-list';
import { NearbyLinks } from '../components/ui/nearby-links';
import { Prose } from '../components/ui/prose';
import pageHeading from '../components/ui/page-heading.module.css';
import textHeading from '../components/ui/text-heading.module.css';
import {
  caseStudies,
  neighbours,
  projectById,
  projectImages,
  projectsPage,
  type ProjectEntry,
  type ProjectImage,
} from '../content';
import { spanText } from '../lib/dates';
import { fill } from '../lib/fill';
import { preloadData, useLoadedData } from '../lib/lazy-data';

import styles from './project-page.module.css';
import type { PageProps, SitePage } from '../lib/page-types';

const projectPath = (project: ProjectEntry) => `/projects/${project.id}`;

/** The project a page shows: the route of entries publishes a page only for a case study. */
export function caseStudyOf(page: SitePage | undefined) {
  const project = projectById(page?.entry);
  const words = projectsPage.caseStudy;
  if (!project?.caseStudy || !words) throw new Error(`No case study for ${page?.path ?? 'this page'}`);
  return { project, loadStudy: project.caseStudy, words };
}

/** A part of the case study under its heading, linkable by its id. */
function Part({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.part}>
      <h2 id={`${id}-heading`} className={styles.partHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * Where a case study shows its pictures (indexes into them): the first, when a photo or screenshot,
 * across the reading column under the header; the first drawing, taller than wide, in the rail
 * beside the reading; the others under Pictures.
 */
function placePictures(pictures: readonly ProjectImage[]) {
  const drawn = (picture: ProjectImage) => 'drawing' in picture;
  const cover = pictures[0] && !drawn(pictures[0]) ? 0 : undefined;
  const found = pictures.findIndex(drawn);
  const rail = found >= 0 ? found : undefined;
  const rest = pictures.flatMap((_, index) => (index === cover || index === rail ? [] : [index]));
  return { cover, rail, rest };
}

export default function ProjectPage({ page }: PageProps) {
  const { project, loadStudy, words } = caseStudyOf(page);
  const study = useLoadedData(loadStudy);
  const labels = projectsPage.card;
  const pictures = projectImages[project.id] ?? [];
  const closeLabel = projectsPage.picture?.close ?? '';
  const { before: previous, after: next } = neighbours(caseStudies, project.id);
  const { Body } = project;
  const placed = placePictures(pictures);
  const picture = (index: number, props: { className?: string; sizes: string; loading?: 'lazy' }) => (
    <ProjectPicture
      key={project.images?.[index]?.src ?? index}
      picture={pictures[index]!}
      alt={project.images?.[index]?.alt ?? ''}
      closeLabel={closeLabel}
      fetchPriority={index === 0 ? 'high' : undefined}
      {...props}
    />
  );
  return (
    <article className={styles.page} aria-labelledby="project-title">
      <header className={styles.header}>
        <p className={styles.meta}>
          {project.category && <span className={category.category}>{project.category}</span>}
          {project.status && (
            <Badge tone={projectsPage.statusTones?.[project.status] ?? 'warning'}>{project.status}</Badge>
          )}
        </p>
        <h1 id="project-title" className={pageHeading.title}>
          {project.title}
        </h1>
        {project.description && <p className={`${pageHeading.lead} ${styles.lead}`}>{project.description}</p>}
      </header>
      {placed.cover !== undefined &&
        picture(placed.cover, { className: styles.cover, sizes: '(min-width: 64rem) 46rem, 100vw' })}
      <div className={styles.rail}>
        <div className={styles.summary}>
          <dl className={styles.facts}>
            {study.role && (
              <div>
                <dt>{words.role}</dt>
                <dd>{study.role}</dd>
              </div>
            )}
            {project.year && (
              <div>
                <dt>{words.period}</dt>
                <dd>{spanText(project.year)}</dd>
              </div>
            )}
            {project.technologies && (
              <div className={styles.stack}>
                <dt>{words.stack}</dt>
                <dd>
                  <ChipList
                    items={project.technologies}
                    label={fill(labels.technologiesLabel, { title: project.title })}
                  />
                </dd>
              </div>
            )}
          </dl>
          <ProjectLinks links={project.links} labels={labels} />
        </div>
        {placed.rail !== undefined &&
          picture(placed.rail, {
            sizes: '(min-width: 64rem) 22rem, 100vw',
            loading: placed.rail > 0 ? 'lazy' : undefined,
          })}
      </div>
      <div className={styles.parts}>
        <Part id="problem" heading={words.problem}>
          <p className={styles.prose}>{study.problem}</p>
        </Part>
        {study.approach && (
          <Part id="approach" heading={words.approach}>
            <ol className={styles.steps}>
              {study.approach.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Part>
        )}
        {(Body || project.features || project.challenges) && (
          <Part id="about" heading={words.about}>
            {Body && <Prose Body={Body} headingLevel={2} className={styles.prose} />}
            <div className={styles.lists}>
              {project.features && (
                <div>
                  <h3 className={`${textHeading.heading} ${styles.listHeading}`}>{labels.features}</h3>
                  <CheckList items={project.features} />
                </div>
              )}
              {project.challenges && (
                <div>
                  <h3 className={`${textHeading.heading} ${styles.listHeading}`}>{labels.challenges}</h3>
                  <CheckList items={project.challenges} />
                </div>
              )}
            </div>
          </Part>
        )}
        {project.technicalHighlights && (
          <Part id="highlights" heading={labels.highlights}>
            <ProjectHighlights highlights={project.technicalHighlights} labels={labels} level={3} />
          </Part>
        )}
        {project.outcomes && (
          <Part id="outcomes" heading={labels.outcomes}>
            <CheckList items={project.outcomes} />
          </Part>
        )}
        {placed.rest.length > 0 && (
          <Part id="pictures" heading={words.pictures}>
            <div className={styles.gallery}>
              {placed.rest.map((index) =>
                picture(index, { sizes: '(min-width: 48rem) 36rem, 100vw', loading: 'lazy' }),
              )}
            </div>
          </Part>
        )}
      </div>
      <NearbyLinks
        label={words.nearby}
        previous={previous && { path: projectPath(previous), label: words.previous, title: previous.title }}
        next={next && { path: projectPath(next), label: words.next, title: next.title }}
        all={{ path: '/projects', label: words.all }}
      />
    </article>
  );
}

/** The case study loads with its page, not with the list's. */
export async function prepare(page: SitePage): Promise<void> {
  await preloadData(caseStudyOf(page).loadStudy);
}
