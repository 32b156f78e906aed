import {
  lazy,
  Suspense,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { ProjectImage } from '../../content';
import { Icon } from '../ui/icon';
import { ResponsivePicture } from '../ui/responsive-picture';
import { Drawing } from './drawing';
import styles from './project-picture.module.css';

// Fetched when a picture is first opened: a page that shows pictures does not load it first.
const PictureLightbox = lazy(() => import('./picture-lightbox'));

const noSubscription = () => () => {};

interface ProjectPictureProps {
  picture: ProjectImage;
  alt: string;
  /** The full-size view's close button (content/pages/projects.json → picture). */
  closeLabel: string;
  /** How wide a photo or screenshot is drawn, for the browser to pick a width (`sizes`). */
  sizes: string;
  /** Places the picture in its page's layout. */
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * Drawn to fill a frame of the class's proportions: a photo cropped from its top left, a drawing
   * whole in the middle (a project's cover where it is listed, project-cover.tsx).
   */
  framed?: boolean;
}

/**
 * A project's picture (a photo or screenshot, or a drawing), which opens full size. Without
 * JavaScript it is a link to its largest file; once the app runs, a button that opens the picture
 * in a dialog over the page (picture-lightbox.tsx), from which focus returns to it.
 */
export function ProjectPicture({
  picture,
  alt,
  closeLabel,
  sizes,
  className,
  loading,
  fetchPriority,
  framed,
}: ProjectPictureProps) {
  const opener = useRef<HTMLAnchorElement>(null);
  // Which opening of the picture is showing (0: none). A dialog's close event comes a moment after
  // it closes, so a key pressed in that moment opens a new one, which the old event leaves open.
  const [opening, setOpening] = useState(0);
  const showing = useRef(0);
  const open = () => setOpening((showing.current += 1));
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // A photo's fallback file is its largest WebP (vite-imagetools' `as=picture`).
  const href = 'drawing' in picture ? picture.drawing.src : picture.picture.img.src;
  // A click with a modifier (a new tab, a download) does what it does on any link.
  const openOnClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
  // A button opens with Space as well as Enter (which a link's click already handles).
  const openOnSpace = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const closed = (shown: number) => {
    if (shown !== showing.current) return;
    setOpening(0);
    opener.current?.focus();
  };
  return (
    <>
      <a
        ref={opener}
        href={href}
        className={className ? `${styles.opener} ${className}` : styles.opener}
        data-framed={framed || undefined}
        role={running ? 'button' : undefined}
        aria-haspopup={running ? 'dialog' : undefined}
        onClick={openOnClick}
        onKeyDown={openOnSpace}
      >
        {'drawing' in picture ? (
          <Drawing drawing={picture.drawing} label={alt} className={styles.drawing} />
        ) : (
          <ResponsivePicture
            picture={picture.picture}
            alt={alt}
            sizes={sizes}
            className={styles.image}
            loading={loading}
            fetchPriority={fetchPriority}
          />
        )}
        <span className={styles.hint} data-print="hide">
          <Icon name="maximize-2" size={18} />
        </span>
      </a>
      {opening > 0 && (
        <Suspense>
          <PictureLightbox
            key={opening}
            picture={picture}
            alt={alt}
            closeLabel={closeLabel}
            onClose={() => closed(opening)}
          />
        </Suspense>
      )}
    </>
  );
}
