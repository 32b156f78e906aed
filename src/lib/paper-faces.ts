/**
 * The faces of the text only paper shows. A closed disclosure's content and the printed résumé's
 * header are not laid out on screen, so the browser asks for no face for their characters until the
 * page is printed; Chromium then waits about two seconds for the files, and prints what is still
 * missing in the machine's own font for the script (a Japanese word copied as Kangxi radicals from
 * the system's CJK face, Arabic as presentation forms). Once the page has painted, the files its
 * text needs are asked for as its styles draw it, each character from the first family of its stack
 * whose declared range holds it, so paper finds them loaded. Files the screen drew are not fetched
 * again, and a page whose text is all on screen fetches nothing.
 */

/** Whether `range` (a face's `unicode-range`, as `FontFace.unicodeRange` serializes it) holds `codePoint`. */
function holds(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(low!.replace(/\?/g, '0'), 16);
    const to = parseInt((high ?? low!).replace(/\?/g, 'F'), 16);
    return codePoint >= from && codePoint <= to;
  });
}

/** The web faces declared per family; a face with no range of its own is a local fallback, left to the browser. */
function declaredRanges(): Map<string, string[]> {
  const ranges = new Map<string, string[]>();
  document.fonts.forEach((face) => {
    if (/^U\+0+-10FFFF$/i.test(face.unicodeRange)) return;
    const family = face.family.replace(/^["']|["']$/g, '');
    ranges.set(family, [...(ranges.get(family) ?? []), face.unicodeRange]);
  });
  return ranges;
}

/** Asks for the face files that draw the text under `root` in its own styles. */
export function loadPaperFaces(root: ParentNode = document.body): void {
  if (!('fonts' in document)) return;
  const ranges = declaredRanges();
  // The characters each style draws, by its font shorthand.
  const wanted = new Map<string, Set<string>>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.nodeValue?.trim()) continue;
    const style = getComputedStyle(element);
    const families = style.fontFamily.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
    for (const char of new Set(node.nodeValue.replace(/\s/g, ''))) {
      const codePoint = char.codePointAt(0)!;
      const family = families.find((name) => ranges.get(name)?.some((range) => holds(range, codePoint)));
      if (!family) continue;
      const font = `${style.fontStyle} ${style.fontWeight} 1em "${family}"`;
      (wanted.get(font) ?? wanted.set(font, new Set()).get(font)!).add(char);
    }
  }
  for (const [font, chars] of wanted) {
    // A file that fails is the stylesheet's to report; paper then shows what the screen would.
    document.fonts.load(font, [...chars].join('')).catch(() => undefined);
  }
}
