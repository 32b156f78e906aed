/**
 * In development a page is rendered on the server from the content as it is at that moment, and its
 * modules load in the browser a moment later: an edit saved in between (an owner saving twice in a
 * row) leaves the page's text and the modules' content apart. The server marks the page with the
 * content's revision and answers the current one here, so the app can tell.
 */
export const contentRevisionPath = '@content-revision';

/** The attribute of the app's root that holds the revision the page was rendered from. */
export const contentRevisionAttribute = 'data-content-revision';

/**
 * Whether the page was rendered from the content the loaded modules hold. Asked once the page's
 * modules are in: an edit landing after this answer no longer reaches modules already loaded.
 */
export async function renderedFromCurrentContent(root: HTMLElement): Promise<boolean> {
  const rendered = root.getAttribute(contentRevisionAttribute);
  if (rendered === null) return true;
  const response = await fetch(`${import.meta.env.BASE_URL}${contentRevisionPath}`, { cache: 'no-store' });
  return response.ok && (await response.text()) === rendered;
}
