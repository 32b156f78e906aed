import { headCopyOf } from './head-copy';
import { pageAt } from './routes';

/** The title of the page at an address, as its head shows it and a page change announces it. */
export async function pageTitleFor(pathname: string): Promise<string> {
  return (await headCopyOf(pageAt(pathname))).title;
}
