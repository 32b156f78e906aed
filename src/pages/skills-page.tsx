import { careerYears, skillsPage } from '../content';
import { usePageHead } from '../lib/page-head';
import { useCurrentYear } from '../lib/use-current-year';

export default function SkillsPage() {
  usePageHead('skills', '/skills');
  const year = useCurrentYear();
  return (
    <section aria-labelledby="skills-heading">
      <h1 id="skills-heading">
        <span data-testid="career-years">{`${careerYears(new Date(year, 0, 1))}+`}</span> {skillsPage.heading}
      </h1>
      <p>{skillsPage.intro}</p>
    </section>
  );
}
