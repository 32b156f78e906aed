import { ButtonLink } from '../components/ui/button-link';
import { site } from '../content';
import styles from './not-found-page.module.css';

/** Any address that is not one of the site's routes. Not indexed; points the visitor home. */
export default function NotFoundPage() {
  const page = site.pages.notFound;
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        {page.heading}
      </h1>
      <p className={styles.text}>{page.text}</p>
      <ButtonLink href="/">{page.homeLink}</ButtonLink>
    </section>
  );
}
