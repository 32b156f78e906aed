import { useState } from 'react';
import { ProjectCard } from '../components/projects/project-card';
import { FilterButtons } from '../components/ui/filter-buttons';
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
        {/* A filter needs two categories to choose between; with fewer, every project shows. */}
        {categoriesInUse.length > 1 && (
          <div className={styles.filter}>
            <FilterButtons
              options={[
                { value: null, label: filter.all },
                ...categoriesInUse.map((value) => ({ value, label: value })),
              ]}
              selected={category}
              onSelect={setCategory}
              label={filter.label}
            />
            {/*
              Announced with the choice's name, so a choice that shows as many projects as the last
              one still says something new.
            */}
            <p className={styles.count} aria-live="polite" aria-atomic="true" data-print="hide">
              <span className="visually-hidden">{category ?? filter.all}: </span>
              {fill(filter.count, { shown: projects.length, total: allProjects.length })}
            </p>
          </div>
        )}
      </PageHeader>
      <section aria-labelledby="project-list-heading" className={styles.list}>
        <h2 id="project-list-heading" className="visually-hidden">
          {projectsPage.listHeading}
        </h2>
        {projects.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            labels={projectsPage.card}
            statusTones={projectsPage.statusTones}
            pictures={projectImages[project.id]}
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
