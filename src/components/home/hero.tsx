import type { ReactNode } from 'react';
import type { Picture } from '../../content';
import { Badge } from '../ui/badge';
import { ButtonRow } from '../ui/button-link';
import { Monogram } from '../ui/monogram';
import { ResponsivePicture } from '../ui/responsive-picture';
import { keepSeparatorsInline } from '../../lib/separators';
import styles from './hero.module.css';

interface HeroProps {
  /** The availability badge's words; no badge without them. */
  availability?: string;
  name: string;
  title: string;
  intro?: string;
  /** The owner's photo; without one, a monogram of their initials. */
  photo: { picture: Picture | null; alt: string };
  /** The two call-to-action buttons. */
  actions: ReactNode;
}

/**
 * A name with a word this long ("Hadjipapadimitropoulos") would break inside the word at the display
 * size, on a desktop as on a phone: it is set smaller.
 */
const longNameWord = 16;

/** The top of the home page: who the owner is, that they are available, and where to go next. */
export function Hero({ availability, name, title, intro, photo, actions }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {availability && (
            <span className={styles.badge}>
              <Badge tone="success" dot>
                {availability}
              </Badge>
            </span>
          )}
          <h1
            id="hero-heading"
            className={styles.name}
            data-long-word={name.split(/\s+/).some((word) => word.length >= longNameWord) || undefined}
          >
            {name}
          </h1>
          <p className={styles.title}>{keepSeparatorsInline(title)}</p>
          {intro && <p className={styles.intro}>{intro}</p>}
          <ButtonRow className={styles.actions} hideInPrint>
            {actions}
          </ButtonRow>
        </div>
        {photo.picture ? (
          <ResponsivePicture
            className={styles.photo}
            picture={photo.picture}
            alt={photo.alt}
            // The widths of .photo in hero.module.css.
            sizes="(min-width: 48rem) clamp(14rem, 22vw, 20rem), 8.5rem"
            fetchPriority="low"
          />
        ) : (
          <Monogram name={name} alt={photo.alt} className={styles.photo} />
        )}
      </div>
    </section>
  );
}
