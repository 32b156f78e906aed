import { experiencePage } from '../content';
import { usePageHead } from '../lib/page-head';

export default function ExperiencePage() {
  usePageHead('experience', '/experience');
  return (
    <section aria-labelledby="experience-heading">
      <h1 id="experience-heading">{experiencePage.heading}</h1>
      <p>{experiencePage.intro}</p>
    </section>
  );
}
