/**
 * Geometry a person notices, measured in the page. Each probe runs inside the browser (passed to
 * `page.evaluate`, so it is self-contained) and returns a list of problems in words; an empty list
 * means the page looks right. Nothing here knows the site's content or class names: expectations
 * come from the page itself (roles, elements, computed styles and boxes).
 */

/** The gap, in CSS pixels, between the footer's bottom edge and the end of the document. */
export function spaceAfterFooter(): number {
  const footer = document.querySelector('footer');
  if (!footer) return Number.POSITIVE_INFINITY;
  const end = footer.getBoundingClientRect().bottom + window.scrollY;
  // Down to the pixel: heights in fractions of a pixel round the document up by less than one.
  return Math.max(0, Math.floor(document.documentElement.scrollHeight - end));
}

/**
 * Every layout problem on the page at its current width:
 * - a box that sticks out of its container's content box, or out of the page's column;
 * - header, page heading, section headings and footer that do not share the edge lines start from
 *   (the left, or the right on an Arabic or Hebrew page), or a column that is not centred; a section
 *   set in a row beside another starts its own column;
 * - a badge, chip or button whose label takes more than one line;
 * - a separator ("·") at the start or end of a line;
 * - a word broken inside, in any text, though its line has room for it whole (an address may break
 *   at its punctuation, and text without spaces, such as Japanese, between its characters), or a
 *   month split from its year;
 * - prose over about 75 characters a line, a paragraph ending on a lone short word, a heading that
 *   wraps though its column has room for it;
 * - stat figures of one row at different heights;
 * - badges in one list at different heights within their items;
 * - a heading that floats below the top of the box it opens;
 * - a glyph beside a block that is not level with the block's heading (its first line).
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const tolerance = 1;

  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
  };
  const px = (value: string) => Number.parseFloat(value) || 0;
  const round = (value: number) => Math.round(value * 10) / 10;

  /** Shown, with a box, and not taken out of the flow (tooltips, visually hidden text, skip link). */
  const isLaidOut = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'absolute' || position === 'fixed') return node.tagName === 'HEADER';
    }
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const contentBox = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
      right: rect.right - px(style.borderRightWidth) - px(style.paddingRight),
      top: rect.top + px(style.borderTopWidth) + px(style.paddingTop),
    };
  };
  /** The box an element is laid out in: its nearest ancestor that is not inline. */
  const containerOf = (element: Element) => {
    let parent = element.parentElement;
    while (parent && ['inline', 'contents'].includes(getComputedStyle(parent).display)) {
      parent = parent.parentElement;
    }
    return parent;
  };
  const hasOwnSurface = (element: Element) => {
    const style = getComputedStyle(element);
    const background = style.backgroundColor;
    const painted = background !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(background);
    const boxed = ['Top', 'Right', 'Bottom', 'Left'].every(
      (side) => px(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    return painted || boxed;
  };
  /** The visible text nodes inside an element, leaving out visually hidden or positioned parts. */
  const textNodesOf = (root: Element) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.data.trim()) continue;
      const parent = text.parentElement!;
      if (parent.closest('select, option, script, style, template')) continue;
      let hidden = false;
      for (
        let element: Element | null = parent;
        element && element !== root;
        element = element.parentElement
      ) {
        const position = getComputedStyle(element).position;
        if (position === 'absolute' || position === 'fixed') hidden = true;
      }
      if (hidden || !parent.checkVisibility({ visibilityProperty: true })) continue;
      nodes.push(text);
    }
    return nodes;
  };
  const rangeRects = (node: Node, start?: number, end?: number) => {
    const range = document.createRange();
    if (start === undefined) range.selectNodeContents(node);
    else {
      range.setStart(node, start);
      range.setEnd(node, end!);
    }
    return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  };
  /** How many lines a set of rectangles covers (rectangles that overlap vertically share a line). */
  const lineCount = (rects: DOMRect[]) => {
    const sorted = [...rects].sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const rect of sorted) {
      if (rect.top >= bottom - 2) {
        lines++;
        bottom = rect.bottom;
      } else bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  };

  // The page's banner and contentinfo: the header and footer that no section or article owns.
  const pageLandmark = (tag: string) =>
    [...document.querySelectorAll(tag)].find((element) => !element.closest('main, section, article, aside'));
  const header = pageLandmark('header');
  const main = document.querySelector('main');
  const footer = pageLandmark('footer');
  if (!header || !main || !footer) return ['the page lacks a header, main area or footer'];

  // --- One column: header, content and footer share the edge their lines start from (the left, or
  // the right on a page in Arabic or Hebrew), and the column is centred. Edges are measured along the
  // page's lines: `start` from the side they start on.
  const pageRightToLeft = getComputedStyle(document.documentElement).direction === 'rtl';
  const inline = (rect: { left: number; right: number }) =>
    pageRightToLeft
      ? { start: viewport - rect.right, end: viewport - rect.left }
      : { start: rect.left, end: rect.right };
  const side = pageRightToLeft ? ['right', 'left'] : ['left', 'right'];
  const brand = header.querySelector('a');
  const brandText = brand ? textNodesOf(brand)[0] : undefined;
  const brandRect = brandText ? rangeRects(brandText)[0] : undefined;
  const start = brandRect ? inline(brandRect).start : undefined;
  const controls = [...header.querySelectorAll('a, button, select')].filter(isLaidOut);
  const end = Math.max(...controls.map((control) => inline(control.getBoundingClientRect()).end));
  if (start === undefined || !Number.isFinite(end)) return ['the header shows no brand or controls'];
  if (Math.abs(start - (viewport - end)) > tolerance) {
    problems.push(
      `the header leans to one side: ${round(start)} px on the ${side[0]}, ${round(viewport - end)} px on the ${side[1]}`,
    );
  }
  const textStart = (element: Element) => {
    const rects = textNodesOf(element).flatMap((node) => rangeRects(node));
    return rects.length > 0 ? Math.min(...rects.map((rect) => inline(rect).start)) : undefined;
  };
  const textEnd = (element: Element) => {
    const rects = textNodesOf(element).flatMap((node) => rangeRects(node));
    return rects.length > 0 ? Math.max(...rects.map((rect) => inline(rect).end)) : undefined;
  };
  const alignedToStart = (element: Element) =>
    ['start', side[0]].includes(getComputedStyle(element).textAlign);
  /** A section set in a row beside an earlier one: its own column, which starts where that one ends. */
  const besideAnother = (heading: Element) => {
    const section = heading.closest('section');
    if (!section) return false;
    const box = section.getBoundingClientRect();
    return [...main.querySelectorAll('section')].some((other) => {
      if (other === section || other.contains(section) || section.contains(other)) return false;
      const rect = other.getBoundingClientRect();
      return rect.top < box.bottom && rect.bottom > box.top && inline(rect).end <= inline(box).start;
    });
  };
  const topLevelHeadings = [...main.querySelectorAll('h1, h2')].filter(
    (heading) =>
      isLaidOut(heading) &&
      alignedToStart(heading) &&
      (heading.tagName === 'H1' ||
        !heading.parentElement!.closest('section section, aside, article, form, li')) &&
      !besideAnother(heading),
  );
  // A heading that reads the other way from the page (Arabic on an English page, English on an
  // Arabic one) sits in the column like any other and starts at its own far edge: each block takes
  // its direction from its first letter (unicode-bidi: plaintext).
  const rightToLeft = (element: Element) =>
    /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(
      element.textContent ?? '',
    );
  const at = (value: number) => round(pageRightToLeft ? viewport - value : value);
  for (const heading of topLevelHeadings) {
    if (rightToLeft(heading) !== pageRightToLeft) {
      const box = inline(heading.getBoundingClientRect());
      const far = textEnd(heading);
      if (Math.abs(box.start - start) > tolerance) {
        problems.push(
          `${describe(heading)} is at x = ${at(box.start)}, the header's brand at x = ${at(start)}`,
        );
      }
      if (far !== undefined && Math.abs(box.end - far) > tolerance) {
        problems.push(
          `${describe(heading)} ends at x = ${at(far)}, short of its far edge at x = ${at(box.end)}`,
        );
      }
      continue;
    }
    const first = textStart(heading);
    if (first !== undefined && Math.abs(first - start) > tolerance) {
      problems.push(
        `${describe(heading)} starts at x = ${at(first)}, the header's brand at x = ${at(start)}`,
      );
    }
  }
  const footerStart = Math.min(
    ...[...footer.querySelectorAll('h2, h3, p')]
      .filter(isLaidOut)
      .map((element) => textStart(element) ?? Number.POSITIVE_INFINITY),
  );
  if (Math.abs(footerStart - start) > tolerance) {
    problems.push(`the footer starts at x = ${at(footerStart)}, the header's brand at x = ${at(start)}`);
  }

  // --- Nothing sticks out: of its container, or of the page's column. What a box scrolls sideways
  // (a code block's long lines, a wide table) is inside it, reached by scrolling the box, which is
  // itself held to its column.
  const scrolledIn = (element: Element) => {
    for (let box = element.parentElement; box && box !== main; box = box.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
    return false;
  };
  for (const landmark of [main, footer]) {
    for (const element of landmark.querySelectorAll('*')) {
      if (element.closest('svg') !== element && element.closest('svg')) continue;
      if (scrolledIn(element)) continue;
      if (!isLaidOut(element)) continue;
      const rect = element.getBoundingClientRect();
      const fullBleed = rect.left <= tolerance && rect.right >= viewport - tolerance;
      const container = containerOf(element);
      if (container && container !== document.body) {
        const box = contentBox(container);
        const overflow = Math.max(box.left - rect.left, rect.right - box.right);
        if (overflow > tolerance && !fullBleed) {
          problems.push(`${describe(element)} sticks out of ${describe(container)} by ${round(overflow)} px`);
          continue;
        }
      }
      if (fullBleed) continue;
      const visible =
        hasOwnSurface(element) || element.matches('img, svg, input, textarea, select, button, meter');
      const along = inline(rect);
      if (visible && (along.start < start - tolerance || along.end > end + tolerance)) {
        problems.push(
          `${describe(element)} spans x = ${round(rect.left)}–${round(rect.right)}, outside the column ${at(pageRightToLeft ? end : start)}–${at(pageRightToLeft ? start : end)}`,
        );
      }
    }
  }

  // --- Words stay whole, in any text: a line may break at a space or after a hyphen or a slash, an
  // address (e-mail or web) also at its punctuation, and writing without spaces (Chinese, Japanese,
  // Korean) between its characters, never inside a word that its line has room for. A word wider
  // than its line (an owner's German or Russian compound on a phone) has to break somewhere.
  const isAddress = (word: string) => /@|:\/\/|^www\./.test(word);
  const unspaced = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
  // A dot opens the piece after it (the break comes before it); other punctuation ends its piece.
  const addressPieces = /\.?[^-@./?#=&]+[-@/?#=&]*/g;
  const wordPieces = new RegExp(
    String.raw`[^-/\u2013\u2014${unspaced}]+[-/\u2013\u2014]*|[${unspaced}]`,
    'gu',
  );
  /** The box a text's lines are laid in: its element, or the nearest one that is not inline. */
  const blockOf = (node: Text) => {
    const parent = node.parentElement!;
    const inline = ['inline', 'contents'].includes(getComputedStyle(parent).display);
    return inline ? (containerOf(parent) ?? parent) : parent;
  };
  /**
   * The width a line has for a word: its block's or, for a flex item, the row's less what stands
   * beside it on its line (a skill's name may take the row its level leaves, or move it under).
   */
  const lineRoom = (element: Element) => {
    const width = (box: { left: number; right: number }) => box.right - box.left;
    let room = width(contentBox(element));
    for (let item = element; item.parentElement; item = item.parentElement) {
      const row = item.parentElement;
      if (!getComputedStyle(row).display.includes('flex')) break;
      const { top, bottom } = item.getBoundingClientRect();
      const beside = [...row.children].filter((other) => {
        if (other === item || !isLaidOut(other)) return false;
        const box = other.getBoundingClientRect();
        return box.top < bottom - tolerance && box.bottom > top + tolerance;
      });
      const taken = beside.reduce(
        (sum, other) => sum + other.getBoundingClientRect().width + px(getComputedStyle(row).columnGap),
        0,
      );
      room = Math.max(room, width(contentBox(row)) - taken);
    }
    return room;
  };
  for (const landmark of [header, main, footer]) {
    for (const node of textNodesOf(landmark)) {
      for (const match of node.data.matchAll(/\S+/g)) {
        for (const piece of match[0].matchAll(isAddress(match[0]) ? addressPieces : wordPieces)) {
          const word = piece[0];
          const start = match.index + piece.index;
          if (word.length < 2) continue;
          const rects = rangeRects(node, start, start + word.length);
          if (lineCount(rects) < 2) continue;
          const element = containerOf(node.parentElement!) ?? node.parentElement!;
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (width <= lineRoom(blockOf(node)) - tolerance) {
            problems.push(`"${word}" breaks across lines in ${describe(element)}`);
          }
        }
      }
      // A month and its year ("March 2006") read as one.
      for (const date of node.data.matchAll(/\b[A-Z][a-z]{2,8}\.? \d{4}\b/g)) {
        if (lineCount(rangeRects(node, date.index, date.index + date[0].length)) > 1) {
          problems.push(`the date "${date[0]}" breaks across lines in ${describe(node.parentElement!)}`);
        }
      }
    }
  }

  // --- Reading: prose runs at most about 75 characters a line, and a paragraph never ends on a
  // lone short word.
  for (const paragraph of main.querySelectorAll('p')) {
    if (!isLaidOut(paragraph)) continue;
    const nodes = textNodesOf(paragraph);
    const text = nodes
      .map((node) => node.data)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const rects = nodes.flatMap((node) => rangeRects(node));
    const lines = lineCount(rects);
    if (lines < 3) continue;
    const perLine = text.length / lines;
    if (perLine > 76) {
      problems.push(`${describe(paragraph)} runs ${Math.round(perLine)} characters a line`);
    }
    const lastNode = nodes.at(-1)!;
    const lastWord = /(\S+)\s*$/.exec(lastNode.data);
    if (lastWord && lastWord[1]!.length <= 8) {
      const [word] = rangeRects(lastNode, lastWord.index, lastWord.index + lastWord[1]!.length);
      const lastLine = rects.filter((rect) => word && Math.abs(rect.top - word.top) < word.height / 2);
      // The line starts on the side its paragraph reads from.
      const fromRight = rightToLeft(paragraph);
      const lineStart = fromRight
        ? Math.max(...lastLine.map((rect) => rect.right))
        : Math.min(...lastLine.map((rect) => rect.left));
      if (word && Math.abs(lineStart - (fromRight ? word.right : word.left)) <= tolerance) {
        problems.push(`${describe(paragraph)} ends on "${lastWord[1]}" alone on its last line`);
      }
    }
  }

  // --- A heading wraps only when its column has no room for it on one line.
  for (const heading of main.querySelectorAll('h1, h2')) {
    if (!isLaidOut(heading)) continue;
    const rects = textNodesOf(heading).flatMap((node) => rangeRects(node));
    if (lineCount(rects) < 2) continue;
    const oneLine = rects.reduce((sum, rect) => sum + rect.width, 0);
    const column = containerOf(heading);
    if (!column) continue;
    const room = inline(contentBox(column)).end - inline(heading.getBoundingClientRect()).start;
    if (oneLine < room * 0.9) {
      problems.push(
        `${describe(heading)} wraps onto ${lineCount(rects)} lines though its column has room for one (${round(oneLine)} of ${round(room)} px)`,
      );
    }
  }

  // --- Pills (badges, chips, buttons): their label on one line.
  const blockChildren = (element: Element) =>
    [...element.querySelectorAll('*')].some((child) => {
      if (!isLaidOut(child) || child.closest('svg')) return false;
      return (
        !['inline', 'inline-block', 'inline-flex'].includes(getComputedStyle(child).display) &&
        !!child.textContent?.trim()
      );
    });
  for (const element of document.querySelectorAll('main *, header *, footer *')) {
    if (!isLaidOut(element) || element.closest('svg') || !hasOwnSurface(element)) continue;
    if (!(element.matches('[data-tone], li, button, a, span') && !blockChildren(element))) continue;
    const rects = textNodesOf(element).flatMap((node) => rangeRects(node));
    if (rects.length === 0 || lineCount(rects) < 2) continue;
    // A label longer than its row is wide may wrap (an owner's long interest at 320 px): that beats
    // running out of the window. Any shorter label stays on one line.
    const container = containerOf(element);
    const style = getComputedStyle(element);
    const frame =
      px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth);
    const oneLine = rects.reduce((sum, rect) => sum + rect.width, 0) + frame;
    const room = container ? contentBox(container).right - contentBox(container).left : Infinity;
    if (oneLine <= room) problems.push(`${describe(element)} wraps onto ${lineCount(rects)} lines`);
  }

  // --- A separator never starts a line: it may end one, as a comma does (an owner's headline
  // "Backend developer | Java, Go" breaks after its bar).
  for (const node of textNodesOf(main)) {
    for (const match of node.data.matchAll(/[·•|]/g)) {
      const [mark] = rangeRects(node, match.index, match.index + 1);
      if (!mark) continue;
      const block = containerOf(node.parentElement!) ?? node.parentElement!;
      const sameLine = textNodesOf(block)
        .flatMap((text) => rangeRects(text))
        .filter(
          (rect) => Math.abs(rect.top + rect.height / 2 - (mark.top + mark.height / 2)) < mark.height / 2,
        );
      const before = sameLine.some((rect) => rect.left < mark.left - tolerance);
      if (!before) problems.push(`"${match[0]}" starts a line in ${describe(block)}`);
    }
  }

  // --- Stat figures of one row sit at one height.
  for (const list of main.querySelectorAll('dl')) {
    const groups = [...list.children].filter((child) => child.matches('div') && isLaidOut(child));
    const rows = new Map<number, Element[]>();
    for (const group of groups) {
      const top = Math.round(group.getBoundingClientRect().top);
      const row = [...rows.keys()].find((key) => Math.abs(key - top) <= tolerance) ?? top;
      rows.set(row, [...(rows.get(row) ?? []), group]);
    }
    for (const row of rows.values()) {
      const values = row.map((group) => group.querySelector('dd')).filter((value) => value !== null);
      if (values.length < 2) continue;
      const tops = values.map((value) => value.getBoundingClientRect().top);
      if (Math.max(...tops) - Math.min(...tops) > tolerance) {
        problems.push(
          `the figures of ${describe(list)} sit at different heights: ${tops.map(round).join(', ')}`,
        );
      }
    }
  }

  // --- Badges in one list stay at one height within their items, but for a badge that wraps under
  // a name too long to leave it room on its line (an owner's long compound).
  /** Whether the badge, or the group it wraps with, moved to a line of its own for want of room. */
  const wrappedForRoom = (badge: Element, item: Element) => {
    for (let group = badge; group !== item && group.parentElement; group = group.parentElement) {
      const row = group.parentElement;
      const before = group.previousElementSibling;
      if (getComputedStyle(row).flexWrap !== 'wrap' || !before || !isLaidOut(before)) continue;
      const box = group.getBoundingClientRect();
      const previous = before.getBoundingClientRect();
      const gap = px(getComputedStyle(row).columnGap);
      const rowWidth = contentBox(row).right - contentBox(row).left;
      return box.top >= previous.bottom - tolerance && previous.width + gap + box.width > rowWidth;
    }
    return false;
  };
  for (const list of main.querySelectorAll('ul, ol, dl')) {
    const items = [...list.children].filter((item) => isLaidOut(item));
    const offsets = items.flatMap((item) => {
      const badges = [...item.querySelectorAll('[data-tone]')].filter(
        (badge) => isLaidOut(badge) && badge.closest('ul, ol, dl') === list,
      );
      if (badges.length !== 1 || wrappedForRoom(badges[0]!, item)) return [];
      return [{ item, offset: badges[0]!.getBoundingClientRect().top - contentBox(item).top }];
    });
    if (offsets.length < 2) continue;
    const spread = offsets.map((entry) => entry.offset);
    if (Math.max(...spread) - Math.min(...spread) > 2) {
      const low = offsets.reduce((a, b) => (b.offset > a.offset ? b : a));
      problems.push(
        `the badge of ${describe(low.item)} drops ${round(low.offset - Math.min(...spread))} px below the others`,
      );
    }
  }

  // --- Side by side in one list, items' headings stand level: a short item stretched to its row's
  // height keeps its heading where the others have theirs.
  for (const list of main.querySelectorAll('ul, ol')) {
    const rows = new Map<number, { item: Element; offset: number }[]>();
    for (const item of list.children) {
      const heading = item.querySelector('h2, h3, h4, h5, h6');
      if (!heading || !isLaidOut(item) || !isLaidOut(heading) || heading.closest('ul, ol') !== list) continue;
      const top = Math.round(item.getBoundingClientRect().top);
      const row = [...rows.keys()].find((key) => Math.abs(key - top) <= tolerance) ?? top;
      const offset = heading.getBoundingClientRect().top - contentBox(item).top;
      rows.set(row, [...(rows.get(row) ?? []), { item, offset }]);
    }
    for (const row of rows.values()) {
      if (row.length < 2) continue;
      const offsets = row.map((entry) => entry.offset);
      if (Math.max(...offsets) - Math.min(...offsets) > 2) {
        const low = row.reduce((a, b) => (b.offset > a.offset ? b : a));
        problems.push(
          `the heading of ${describe(low.item)} stands ${round(low.offset - Math.min(...offsets))} px below its row's`,
        );
      }
    }
  }

  // --- A heading that opens a box starts at the top of it.
  for (const heading of main.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const parent = heading.parentElement!;
    if (parent.firstElementChild !== heading || !isLaidOut(heading)) continue;
    // A parent without a box of its own (display: contents) lays its children in its parent's.
    if (getComputedStyle(parent).display === 'contents') continue;
    const gap = heading.getBoundingClientRect().top - contentBox(parent).top;
    if (gap > tolerance)
      problems.push(`${describe(heading)} floats ${round(gap)} px below the top of its box`);
  }

  // --- A glyph that leads a block from its side sits level with the block's heading.
  for (const glyph of main.querySelectorAll('svg')) {
    const holder = glyph.parentElement!;
    const beside = holder.nextElementSibling;
    if (holder.textContent?.trim() || !beside || !isLaidOut(holder) || !isLaidOut(beside)) continue;
    // Side by side only: a glyph above its heading leads it from the top.
    if (inline(holder.getBoundingClientRect()).end > inline(beside.getBoundingClientRect()).start + tolerance)
      continue;
    const heading = beside.querySelector('h1, h2, h3, h4, h5, h6');
    const [firstLine] = heading ? textNodesOf(heading).flatMap((node) => rangeRects(node)) : [];
    if (!heading || !firstLine) continue;
    const box = glyph.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    if (middle < firstLine.top - tolerance || middle > firstLine.bottom + tolerance) {
      const off = middle - (firstLine.top + firstLine.bottom) / 2;
      problems.push(
        `the glyph beside ${describe(heading)} sits ${round(off)} px off the heading's first line`,
      );
    }
  }

  return problems;
}

/**
 * Every heading with nothing under it: no text, picture or control between it and the next heading
 * of its rank or above, within the section, article, list item or form that holds it. Text hidden in
 * a closed disclosure (a `<details>`, or what an expandable button controls) counts, being a click
 * away; a glyph counts (a row of technology marks); text only assistive technology reads does not.
 */
export function headingsWithoutContent(): string[] {
  const problems: string[] = [];
  const headingSelector = 'h1, h2, h3, h4, h5, h6';
  const rank = (heading: Element) => Number(heading.tagName[1]);
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const disclosed = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.matches('details:not([open])')) return true;
      if (node.id && document.querySelector(`[aria-expanded][aria-controls~="${CSS.escape(node.id)}"]`)) {
        return true;
      }
    }
    return false;
  };
  const reachable = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) || disclosed(element);
  /** Visually hidden or taken out of the flow (a tooltip): not content a reader sees under a heading. */
  const outOfFlow = (element: Element, scope: Element) => {
    for (let node: Element | null = element; node && node !== scope; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'absolute' || style.position === 'fixed') return true;
    }
    return false;
  };
  const isContent = (node: Node, scope: Element) => {
    if (node instanceof Text) {
      const parent = node.parentElement!;
      return node.data.trim() !== '' && reachable(parent) && !outOfFlow(parent, scope);
    }
    const element = node as Element;
    const box = element.getBoundingClientRect();
    return (
      element.matches(
        'img, svg, input:not([type="hidden"]), textarea, select, button, video, iframe, canvas',
      ) &&
      box.width > 0 &&
      box.height > 0 &&
      reachable(element) &&
      !outOfFlow(element, scope)
    );
  };
  for (const heading of document.querySelectorAll(headingSelector)) {
    if (!reachable(heading)) continue;
    const scope =
      heading.parentElement?.closest('section, article, aside, li, form, dialog, main, body > footer') ??
      document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    walker.currentNode = heading;
    // Past the heading's own text, then on through the part of the page it opens.
    let node = nextOutside(walker, heading);
    let found = false;
    while (node && !found) {
      if (node instanceof Element && node.matches(headingSelector) && rank(node) <= rank(heading)) break;
      found = isContent(node, scope);
      node = walker.nextNode();
    }
    if (!found) problems.push(`${describe(heading)} has nothing under it`);
  }
  return problems;

  /** The node after `from` and everything inside it, in document order. */
  function nextOutside(walker: TreeWalker, from: Node): Node | null {
    for (let node: Node | null = from; node; node = walker.parentNode()) {
      walker.currentNode = node;
      const next = walker.nextSibling();
      if (next) return next;
    }
    return null;
  }
}

/**
 * What the open tooltips cover, in the page: for each id, the tooltip once it has opened (within
 * three seconds) and what it covers: it leaves the window, or it is drawn over any visible text
 * outside the tooltips. `through: 'focus'` opens each in turn by focusing its mark (as the keyboard
 * does) and blurs it after; `through: 'hover'` expects the pointer to be on the mark already.
 */
export async function tooltipOverlaps({
  ids,
  through,
}: {
  ids: string[];
  through: 'hover' | 'focus';
}): Promise<string[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const problems: string[] = [];
  for (const id of ids) {
    const tooltip = document.getElementById(id)!;
    const mark = document.querySelector<HTMLElement>(
      `[aria-labelledby="${id}"], [aria-describedby="${id}"]`,
    )!;
    if (through === 'focus') mark.focus();
    // Up to three seconds: a loaded machine draws fewer frames than the tooltip's delay expects.
    // Open means shown and settled: a tooltip still closing (the pointer just left its mark) is
    // shown until its transition ends, where it stands closed.
    const settled = () =>
      tooltip.checkVisibility({ visibilityProperty: true }) && tooltip.getAnimations().length === 0;
    const until = performance.now() + 3_000;
    while (performance.now() < until && !settled()) {
      await frame();
    }
    if (!settled()) {
      problems.push(`the tooltip "${tooltip.textContent}" did not open on ${through}`);
      continue;
    }
    const box = tooltip.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth) {
      const markBox = mark.getBoundingClientRect();
      problems.push(
        `the tooltip "${tooltip.textContent}" leaves the window (x = ${box.left}–${box.right}, its mark at ${markBox.left}–${markBox.right}, placed "${tooltip.dataset.align}")`,
      );
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || tooltip.contains(node)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const parentBox = parent.getBoundingClientRect();
      if (parentBox.width <= 1 || parentBox.height <= 1 || parent.closest('[role="tooltip"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (overlapX > 0 && overlapY > 0) {
          problems.push(
            `the tooltip "${tooltip.textContent}" covers "${node.textContent!.trim().slice(0, 40)}"`,
          );
          break;
        }
      }
    }
    if (through === 'focus') mark.blur();
  }
  return problems;
}
