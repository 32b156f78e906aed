import { Link } from 'react-router-dom';
import { site } from '../content';
import styles from './not-found-page.module.css';

/** Any address that is not one of the five routes. Not indexed; points the visitor home. */
export default function NotFoundPage() {
  const { title, description } = site.pages.notFound;
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading">{title}</h1>
      <p className={styles.text}>{description}</p>
      <Link to="/" className={styles.home}>
        Back to the home page
      </Link>
    </section>
  );
}
