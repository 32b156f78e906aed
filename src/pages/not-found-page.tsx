import { ButtonLink } from '../components/ui/button-link';
import { site } from '../content';
import styles from './not-found-page.module.css';

/** Any address that is not one of the five routes. Not indexed; points the visitor home. */
export default function NotFoundPage() {
  const { heading, description } = site.pages.notFound;
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.text}>{description}</p>
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </section>
  );
}
