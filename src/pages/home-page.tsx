import { homePage, profile } from '../content';
import { usePageHead } from '../lib/page-head';

export default function HomePage() {
  usePageHead('home', '/');
  return (
    <section aria-labelledby="hero-heading">
      <h1 id="hero-heading">{profile.name}</h1>
      <p>{profile.title}</p>
      <p>{homePage.hero.intro}</p>
    </section>
  );
}
