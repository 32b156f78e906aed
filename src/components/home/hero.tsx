import type { ReactNode } from 'react';
import type { Picture } from '../../content';
import { SiteLink } from '../ui/site-link';
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
  /** The owner's photo; without one, a small monogram of their initials beside the badge. */
  photo: { picture: Picture | null; alt: string };
  /**
   * Without a photo, the owner's work stands beside the words: their featured projects'
   * screenshots or photos (the first in front, the next behind it), each leading to its project.
   */
  work?: readonly ShownWork[];
  /** The two call-to-action buttons. */
  actions: ReactNode;
}

/** A featured project's picture, as the hero shows it. */
interface ShownWork {
  title: string;
  href: string;
  picture: Picture;
  alt: string;
}

/** The widths of .work in hero.module.css. */
const workSizes = '(min-width: 48rem) min(44vw, 36rem), 100vw';

/**
 * A name with a word this long ("Hadjipapadimitropoulos") would break inside the word at the display
 * size, on a desktop as on a phone: it is set smaller.
 */
const longNameWord = 16;

/**
 * How wide a word is in the display face, in letters: an ideograph, a kana or a hangul syllable is
 * square, about as wide as 1.7 Latin letters.
 */
const wordWidth = (word: string) =>
  Array.from(word).reduce(
    (width, char) =>
      width + (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(char) ? 1.7 : 1),
    0,
  );

/**
 * The widths in letters that hero.module.css sizes the name for on a phone, so that its longest
 * word fits the line at 320 px; a name whose words are all shorter than the first is set at the
 * display size.
 */
const phoneFits = [8, 10, 13, 16, 20, 22, 24] as const;

/** The width the name is sized for on a phone: the first that holds its longest word. */
function phoneFit(name: string): string | undefined {
  const longest = Math.max(0, ...name.split(/\s+/).map(wordWidth));
  if (longest <= phoneFits[0]) return undefined;
  return String(phoneFits.find((fit) => longest <= fit) ?? 'longest');
}

/** The top of the home page: who the owner is, that they are available, and where to go next. */
export function Hero({ availability, name, title, intro, photo, work = [], actions }: HeroProps) {
  // Without a photo, the first picture of the work in front and the next behind it.
  const [front, behind] = photo.picture ? [] : work;
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={styles.inner} data-beside={photo.picture ? 'photo' : front ? 'work' : undefined}>
        <div className={styles.text}>
          {(availability || !photo.picture) && (
            <span className={styles.lead}>
              {!photo.picture && <Monogram name={name} alt={photo.alt} className={styles.mark} />}
              {availability && (
                <Badge tone="success" dot>
                  {availability}
                </Badge>
              )}
            </span>
          )}
          <h1
            id="hero-heading"
            className={styles.name}
            data-long-word={name.split(/\s+/).some((word) => word.length >= longNameWord) || undefined}
            data-phone-fit={phoneFit(name)}
          >
            {name}
          </h1>
          <p className={styles.title}>{keepSeparatorsInline(title)}</p>
          {intro && <p className={styles.intro}>{intro}</p>}
          <ButtonRow className={styles.actions} hideInPrint>
            {actions}
          </ButtonRow>
        </div>
        {photo.picture && (
          <ResponsivePicture
            className={styles.photo}
            picture={photo.picture}
            alt={photo.alt}
            // The widths of .photo in hero.module.css.
            sizes="(min-width: 48rem) clamp(14rem, 22vw, 20rem), 8.5rem"
            fetchPriority="low"
          />
        )}
        {front && (
          <div className={styles.work} data-print="hide">
            {behind && (
              <span className={`${styles.window} ${styles.behind}`} aria-hidden="true">
                <ResponsivePicture
                  picture={behind.picture}
                  alt=""
                  sizes={workSizes}
                  className={styles.screen}
                  loading="lazy"
                />
              </span>
            )}
            <SiteLink to={front.href} className={styles.window}>
              <ResponsivePicture
                picture={front.picture}
                alt={front.alt}
                sizes={workSizes}
                className={styles.screen}
                // Lazy, so that a phone, which does not show it, does not fetch it.
                loading="lazy"
                fetchPriority="high"
              />
              <span className={styles.caption}>{front.title}</span>
            </SiteLink>
          </div>
        )}
      </div>
    </section>
  );
}
