import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { ProjectImage } from '../../content';
import { Icon } from '../ui/icon';
import { ResponsivePicture } from '../ui/responsive-picture';
import { Drawing } from './drawing';
import styles from './picture-lightbox.module.css';

interface PictureLightboxProps {
  picture: ProjectImage;
  /** The picture's alternative text, which names the dialog. */
  alt: string;
  closeLabel: string;
  /** Called once the dialog has closed (its button, Escape, a click or tap beside the picture). */
  onClose: () => void;
}

/**
 * A project's picture as large as the window allows, in a modal `<dialog>`: the browser keeps focus
 * in it and the page behind it inert, and closes it on Escape; the close button takes focus when it
 * opens, and Tab keeps to the dialog. A click or tap beside the picture closes it too.
 */
export default function PictureLightbox({ picture, alt, closeLabel, onClose }: PictureLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  // Beside the picture is the dialog's own box, the frame around the picture, and a drawing's box
  // where the drawing leaves it empty (what it draws is an element of its own).
  const closeBeside = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.matches('[data-frame], [data-drawing]'))
      dialog.current?.close();
  };
  // Tab and Shift+Tab go round the dialog's controls rather than on to the browser's own.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = [...dialog.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const [first, last] = [controls[0], controls.at(-1)];
    if (document.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={alt}
      onClose={onClose}
      onClick={closeBeside}
      onKeyDown={keepFocus}
    >
      <div className={styles.frame} data-frame="">
        {'drawing' in picture ? (
          <Drawing drawing={picture.drawing} label={alt} className={styles.drawing} />
        ) : (
          <ResponsivePicture picture={picture.picture} alt={alt} sizes="100vw" className={styles.image} />
        )}
      </div>
      {/* Last in the dialog so it is drawn over the picture; focused first all the same. */}
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
        <Icon name="close" size={24} />
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </dialog>
  );
}
