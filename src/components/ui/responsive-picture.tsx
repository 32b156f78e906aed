import type { Picture } from '../../content';
import styles from './responsive-picture.module.css';

interface ResponsivePictureProps {
  picture: Picture;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /** Styles the image itself: the picture element takes no box of its own. */
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** `lazy` for a picture below the fold. */
  loading?: 'lazy' | 'eager';
}

/**
 * An image in several formats and widths: the browser takes the first format it supports, at the
 * width the layout needs, and reserves the space from the true width and height.
 */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  className,
  fetchPriority,
  loading,
}: ResponsivePictureProps) {
  return (
    <picture className={styles.picture}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        decoding="async"
        fetchPriority={fetchPriority}
        loading={loading}
      />
    </picture>
  );
}
