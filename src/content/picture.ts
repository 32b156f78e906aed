/**
 * An image made in several formats and widths, as vite-imagetools describes it (`as=picture`):
 * a `srcset` per format, and the fallback image with its true size.
 */
export interface Picture {
  /** Format (`avif`, `webp`) to `srcset`. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * An owner's drawing (an SVG), made part of the page it is shown on so that it takes the page's
 * colours in either scheme (scripts/site-content/images/drawing.ts).
 */
export interface Drawing {
  /** The drawing as a file of its own: what the picture links to, and what the app fetches. */
  src: string;
  /** The box it is drawn in, and its size in CSS pixels where the column has room. */
  viewBox: string;
  width: number;
  height: number;
  /** Its elements, where pages are prerendered; the browser reads them from the page. */
  markup?: string;
}

/** A project's picture: a photo or screenshot made into pictures, or a drawing. */
export type ProjectImage = { picture: Picture } | { drawing: Drawing };
