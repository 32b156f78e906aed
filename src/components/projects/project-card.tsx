import type { ReactNode } from 'react';
import type { BadgeTone, ProjectEntry, ProjectImage, ProjectsPage } from '../../content';
import { spanText } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import category from '../ui/category.module.css';
import { CheckList } from '../ui/check-list';
import { ChipList } from '../ui/chip-list';
import { Disclosure } from '../ui/disclosure';
import { DraftMark } from '../ui/draft-mark';
import factRow from '../ui/fact-row.module.css';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import { SiteLink } from '../ui/site-link';
import titleRow from '../ui/title-row.module.css';
import { ProjectHighlights } from './project-highlights';
import { LabelHeading } from '../ui/label-heading';
import { Prose } from '../ui/prose';
import styles from './project-card.module.css';
import { ProjectLinks } from './project-links';
import { coverFrame, ProjectCover } from './project-cover';
import { ProjectPicture } from './project-picture';

/** A bulleted list under a small heading, e.g. a project's key features. */
function Points({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <LabelHeading level={4} className={styles.subheading}>
        {heading}
      </LabelHeading>
      <CheckList items={items} />
    </div>
  );
}

interface ProjectCardProps {
  project: ProjectEntry;
  /** The words every project card says (`content/pages/projects.json` → `card`). */
  labels: ProjectsPage['card'];
  /** Each status's badge colour; any other status is yellow. */
  statusTones?: Readonly<Record<string, BadgeTone>>;
  /** The project's pictures as made by the build, in the order of its `images`: the first is its cover. */
  pictures?: readonly ProjectImage[];
  /** The words of a picture opened full size (`content/pages/projects.json` → `picture`). */
  pictureLabels?: ProjectsPage['picture'];
  /** The link to the project's own page, when it has one: its address, text and accessible name. */
  caseStudy?: { path: string; text: string; label: string };
  /** Whether its cover is in the first screen (the list's first card): it loads at once, first. */
  eager?: boolean;
}

/**
 * One project, from its one-line description to its highlights, outcomes and links. Where the page
 * is wide, the story (description, features, challenges) reads on the left and the facts
 * (technologies, outcomes) stand beside it. The parts the owner folds (`card.fold`) open under one
 * line after the facts.
 */
export function ProjectCard({
  project,
  labels,
  statusTones = {},
  pictures = [],
  pictureLabels,
  caseStudy,
  eager = false,
}: ProjectCardProps) {
  const { Body } = project;
  const title = { title: project.title };
  const hasFacts = Boolean(project.technologies || project.outcomes);
  const folded = new Set<string>(labels.fold?.parts ?? []);
  // The first picture is the card's cover, in front under the description; the others stand with
  // the card's pictures. A project without pictures heads its facts with a cover made from its words.
  const [coverImage, ...otherPictures] = pictures;
  // The widths of .cover in project-card.module.css: the description's lines (about 32rem) wherever
  // they fit, else the card's width inside the page's margins (2.625rem in all, 42 px at 320–412 px).
  // A tablet then takes the 1200 px file rather than the 1600.
  const coverSizes = '(min-width: 34.625rem) 32rem, calc(100vw - 2.625rem)';
  const cover =
    coverImage && pictureLabels ? (
      <ProjectPicture
        picture={coverImage}
        alt={project.images?.[0]?.alt ?? ''}
        closeLabel={pictureLabels.close}
        sizes={coverSizes}
        className={coverFrame(coverImage, styles.cover)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        framed
      />
    ) : (
      <ProjectCover
        picture={coverImage && { image: coverImage, alt: project.images?.[0]?.alt ?? '' }}
        words={project}
        sizes={coverSizes}
        className={styles.cover}
      />
    );
  const picturesBlock = otherPictures.length > 0 && pictureLabels && (
    <div className={styles.pictures}>
      {otherPictures.map((picture, index) => (
        <ProjectPicture
          key={project.images?.[index + 1]?.src ?? index}
          picture={picture}
          alt={project.images?.[index + 1]?.alt ?? ''}
          closeLabel={pictureLabels.close}
          // A drawing spans the column, so its words read at the size checked for it.
          className={index === 0 || 'drawing' in picture ? styles.wide : undefined}
          // The widths of .pictures in project-card.module.css: the card's narrow column from 64rem.
          sizes={index === 0 ? '(min-width: 64rem) 26rem, 100vw' : '(min-width: 64rem) 13rem, 50vw'}
          loading="lazy"
        />
      ))}
    </div>
  );
  const story = Body && <Prose Body={Body} headingLevel={3} className={styles.body} />;
  const features = project.features && <Points heading={labels.features} items={project.features} />;
  const challenges = project.challenges && <Points heading={labels.challenges} items={project.challenges} />;
  const highlights = project.technicalHighlights && (
    <div className={styles.highlightsBlock}>
      <LabelHeading level={4} className={styles.subheading}>
        {labels.highlights}
      </LabelHeading>
      <ProjectHighlights highlights={project.technicalHighlights} labels={labels} level={5} />
    </div>
  );
  /** The parts the owner folds (`card.fold`) that this project has, in the order the card reads. */
  const foldedParts = {
    pictures: folded.has('pictures') ? picturesBlock : undefined,
    story: folded.has('story') ? story : undefined,
    features: folded.has('features') ? features : undefined,
    challenges: folded.has('challenges') ? challenges : undefined,
    highlights: folded.has('highlights') ? highlights : undefined,
  };
  const shown = (part: keyof typeof foldedParts, block: ReactNode) => (folded.has(part) ? undefined : block);
  const facts = (
    <>
      {project.technologies && (
        <div>
          <LabelHeading level={4} className={styles.subheading}>
            {labels.technologies}
          </LabelHeading>
          <ChipList items={project.technologies} label={fill(labels.technologiesLabel, title)} />
        </div>
      )}
      {project.outcomes && <Points heading={labels.outcomes} items={project.outcomes} />}
    </>
  );
  // A project without pictures heads its facts with the cover made from its words. When the owner
  // folds its story (or it has none), the description would stand alone beside them: the facts
  // then stand under the description, and the cover beside the words.
  const factsInStory =
    !coverImage && !(shown('story', story) || shown('features', features) || shown('challenges', challenges));
  const points = (first: ReactNode, second: ReactNode) =>
    (first || second) && (
      <Grid as="div" columns="md2">
        {first}
        {second}
      </Grid>
    );
  return (
    <Card as="article" className={styles.project} aria-labelledby={`project-${project.id}`}>
      <header className={`${titleRow.row} ${styles.header}`}>
        <p className={`${factRow.row} ${styles.meta}`}>
          {project.category && <span className={category.category}>{project.category}</span>}
          {project.year && <span>{spanText(project.year)}</span>}
        </p>
        {import.meta.env.DEV && project.draft && <DraftMark />}
        {project.status && <Badge tone={statusTones[project.status] ?? 'warning'}>{project.status}</Badge>}
      </header>
      <h3 id={`project-${project.id}`} className={styles.title}>
        {project.title}
      </h3>
      {shown('pictures', picturesBlock)}
      <div className={styles.story} data-part="story">
        {project.description && <p className={styles.description}>{project.description}</p>}
        {coverImage && cover}
        {shown('story', story)}
        {points(shown('features', features), shown('challenges', challenges))}
        {factsInStory && facts}
      </div>
      {(hasFacts || !coverImage) && (
        <div className={styles.facts} data-part="facts">
          {!coverImage && cover}
          {!factsInStory && facts}
        </div>
      )}
      {shown('highlights', highlights)}
      {labels.fold && Object.values(foldedParts).some(Boolean) && (
        <Disclosure summary={labels.fold.summary} className={styles.more}>
          <div className={styles.folded}>
            {foldedParts.story && <div className={styles.foldedStory}>{foldedParts.story}</div>}
            {foldedParts.pictures}
            {points(foldedParts.features, foldedParts.challenges)}
            {foldedParts.highlights}
          </div>
        </Disclosure>
      )}
      {caseStudy && (
        <p className={styles.caseStudy}>
          <SiteLink to={caseStudy.path} className={styles.caseStudyLink} aria-label={caseStudy.label}>
            {caseStudy.text}
            <Icon name="arrow-right" size={18} />
          </SiteLink>
        </p>
      )}
      <ProjectLinks links={project.links} labels={labels} className={styles.links} />
    </Card>
  );
}
