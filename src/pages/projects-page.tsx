import { useState } from 'react';
import { ProjectCard } from '../components/projects/project-card';
import { ProjectFilter } from '../components/projects/project-filter';
import { ButtonLink } from '../components/ui/button-link';
import { CtaPanel } from '../components/ui/cta-panel';
import { PageHeader } from '../components/ui/page-header';
import {
  allCategories,
  getProjects,
  projectCategories,
  projectsPage,
  type ProjectFilter as Filter,
} from '../content';
import styles from './projects-page.module.css';

const filters: readonly Filter[] = [allCategories, ...projectCategories];

export default function ProjectsPage() {
  const [filter, setFilter] = useState<Filter>(allCategories);
  const projects = getProjects(filter);
  const total = getProjects().length;
  const cta = projectsPage.cta;
  return (
    <>
      <PageHeader heading={projectsPage.heading} intro={projectsPage.intro}>
        <div className={styles.filter}>
          <ProjectFilter
            options={filters}
            selected={filter}
            onSelect={setFilter}
            label="Filter projects by category"
          />
          <p className={styles.count} aria-live="polite" data-print="hide">
            Showing {projects.length} of {total} projects
          </p>
        </div>
      </PageHeader>
      <section aria-labelledby="project-list-heading" className={styles.list}>
        <h2 id="project-list-heading" className="visually-hidden">
          Projects
        </h2>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </section>
      <CtaPanel id="technical-details" heading={cta.heading} text={cta.text}>
        <ButtonLink href={cta.link.href}>{cta.link.label}</ButtonLink>
      </CtaPanel>
    </>
  );
}
