import { useState } from 'react';
import { ProjectCard } from '../components/projects/project-card';
import { ListFilter } from '../components/ui/list-filter';
import { ButtonLink } from '../components/ui/button-link';
import { Section } from '../components/ui/section';
import { PageHeader } from '../components/ui/page-header';
import {
  categoriesInUse,
  projectImages,
  projects as allProjects,
  projectsIn,
  projectsPage,
} from '../content';
import { fill } from '../lib/fill';
import styles from './projects-page.module.css';

export default function ProjectsPage() {
  const caseStudy = projectsPage.caseStudy;
  // null shows every category.
  const [category, setCategory] = useState<string | null>(null);
  const projects = projectsIn(category);
  const filter = projectsPage.filter;
  const cta = projectsPage.cta;
  return (
    <>
      <PageHeader heading={projectsPage.heading} intro={projectsPage.intro}>
        <ListFilter
          choices={categoriesInUse}
          selected={category}
          onSelect={setCategory}
          labels={filter}
          shown={projects.length}
          total={allProjects.length}
        />
      </PageHeader>
      <section aria-labelledby="project-list-heading" className={styles.list}>
        <h2 id="project-list-heading" className="visually-hidden">
          {projectsPage.listHeading}
        </h2>
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            eager={index === 0}
            project={project}
            labels={projectsPage.card}
            statusTones={projectsPage.statusTones}
            pictures={projectImages[project.id]}
            pictureLabels={projectsPage.picture}
            caseStudy={
              project.caseStudy && caseStudy
                ? {
                    path: `/projects/${project.id}`,
                    text: caseStudy.read,
                    label: fill(caseStudy.readLabel, { title: project.title }),
                  }
                : undefined
            }
          />
        ))}
      </section>
      <Section id="technical-details" heading={cta.heading} intro={cta.text} closing>
        <ButtonLink href={cta.link.href}>{cta.link.label}</ButtonLink>
      </Section>
    </>
  );
}
