import type { ProjectImage } from '../../content';
import { ResponsivePicture } from '../ui/responsive-picture';
import { Drawing } from './drawing';
import styles from './project-cover.module.css';

/** What a cover made from the project's own words shows, when the project has no picture. */
interface CoverWords {
  title: string;
  technologies?: readonly string[];
}

interface ProjectCoverProps {
  /** The project's first picture, when it has one, and its alternative text. */
  picture?: { image: ProjectImage; alt: string };
  words: CoverWords;
  /** How wide the cover is drawn, for the browser to pick a photo's width (`sizes`). */
  sizes: string;
  className?: string;
}

/** The frame's classes, with the place its page gives it. */
const frameOf = (className?: string) => (className ? `${styles.frame} ${className}` : `${styles.frame}`);

/**
 * The frame's classes, for a picture that opens full size in it (project-picture.tsx, `framed`):
 * the projects page's covers, where the home page's are part of a card that is itself a link.
 */
export function coverFrame(image: ProjectImage, className?: string): string {
  return 'drawing' in image ? `${frameOf(className)} ${styles.drawingFrame}` : frameOf(className);
}

/** The technologies a made cover names: a few, so that each stays whole on a phone's card. */
const shownTechnologies = 4;

/**
 * One of a few patterns behind a made cover, chosen by the title, so that covers side by side
 * differ while each project keeps its own from build to build.
 */
function patternOf(title: string): string {
  let sum = 0;
  for (const char of title) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return ['lines', 'dots', 'grid'][sum % 3] ?? 'lines';
}

/**
 * A project's picture where it is listed, in a frame of one proportion so a row of cards lines up:
 * its screenshot or photo, cropped from the top left where an application's screen starts; its
 * drawing, whole on the page's colours; or, for a project without a picture, a cover set from its
 * own words (its title and technologies) in the page's colours, which repeats the card
 * and so is hidden from assistive technology.
 */
export function ProjectCover({ picture, words, sizes, className }: ProjectCoverProps) {
  if (picture)
    return (
      <div className={coverFrame(picture.image, className)} data-framed="">
        {'picture' in picture.image ? (
          <ResponsivePicture
            picture={picture.image.picture}
            alt={picture.alt}
            sizes={sizes}
            className={styles.photo}
            loading="lazy"
          />
        ) : (
          <Drawing drawing={picture.image.drawing} label={picture.alt} className={styles.drawing} />
        )}
      </div>
    );
  const technologies = words.technologies?.slice(0, shownTechnologies) ?? [];
  return (
    <div
      className={`${frameOf(className)} ${styles.made}`}
      data-framed=""
      data-pattern={patternOf(words.title)}
      aria-hidden="true"
    >
      <span className={styles.title}>{words.title}</span>
      {technologies.length > 0 && (
        <span className={styles.stack}>
          {technologies.map((technology) => (
            <span key={technology}>{technology}</span>
          ))}
        </span>
      )}
    </div>
  );
}
