/**
 * An image made in several formats and widths, as vite-imagetools describes it (`as=picture`):
 * a `srcset` per format, and the fallback image with its true size.
 */
export interface Picture {
  /** Format (`avif`, `webp`) to `srcset`. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}
