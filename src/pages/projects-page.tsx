import { projectsPage } from '../content';
import { usePageHead } from '../lib/page-head';

export default function ProjectsPage() {
  usePageHead('projects', '/projects');
  return (
    <section aria-labelledby="projects-heading">
      <h1 id="projects-heading">{projectsPage.heading}</h1>
      <p>{projectsPage.intro}</p>
    </section>
  );
}
