import { useEffect, useState } from 'react';
import type { Drawing as DrawingData } from '../../content';
import './drawing-colours.css';

/** Each drawing's elements by its file, once read from the page or fetched. */
const known = new Map<string, string>();

/**
 * The elements of the drawing at `src` as the prerendered page holds them. Read while the app
 * hydrates the page, so the app renders what the page already shows, and kept for when the drawing
 * is shown again (a filtered list, the full-size view).
 */
function fromPage(src: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`svg[data-drawing="${CSS.escape(src)}"]`)?.innerHTML;
}

/** The drawing's elements from its file: those after its title (scripts/site-content/images/drawing.ts, drawingFile). */
async function fetchDrawing(src: string): Promise<string> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`The drawing ${src} answered ${response.status}`);
  const text = await response.text();
  return text.slice(text.indexOf('</title>') + '</title>'.length, text.lastIndexOf('</svg>'));
}

interface DrawingProps {
  drawing: DrawingData;
  /** What the drawing shows, in words (its alternative text). */
  label: string;
  className?: string;
}

/**
 * An owner's drawing as part of the page, so that drawing-colours.css draws it in the page's
 * colours and face in the scheme in force. The prerendered page holds its elements; a page the app
 * renders as the visitor navigates draws it once its file arrives, in a box of its size meanwhile.
 * Its elements were kept to what draws when the site was built: nothing in them runs or loads.
 */
export function Drawing({ drawing, label, className }: DrawingProps) {
  const [markup, setMarkup] = useState(
    () => known.get(drawing.src) ?? fromPage(drawing.src) ?? drawing.markup ?? '',
  );
  useEffect(() => {
    if (markup) {
      known.set(drawing.src, markup);
      return;
    }
    let shown = true;
    fetchDrawing(drawing.src).then(
      (elements) => {
        known.set(drawing.src, elements);
        if (shown) setMarkup(elements);
      },
      // Not fetched (the visitor went offline): the box stays empty, and its link opens the file.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [drawing.src, markup]);
  return (
    <svg
      data-drawing={drawing.src}
      viewBox={drawing.viewBox}
      width={drawing.width}
      height={drawing.height}
      role="img"
      aria-label={label}
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
