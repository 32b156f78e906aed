import { Link } from 'react-router-dom';
import { site } from '../content';
import styles from './not-found-page.module.css';

/** Any address that is not one of the site's routes. Not indexed; points the visitor home. */
export default function NotFoundPage() {
  const page = site.pages.notFound;
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading">{page.heading}</h1>
      <p className={styles.text}>{page.text}</p>
      <Link to="/" className={styles.home}>
        {page.homeLink}
      </Link>
    </section>
  );
}
