import { CoreGrid } from '../components/skills/core-grid';
import { ImplementationList } from '../components/skills/implementation-list';
import { SkillGroups } from '../components/skills/skill-groups';
import { SummaryCards } from '../components/skills/summary-cards';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { careerYears, skills, skillsPage } from '../content';
import { useCurrentYear } from '../lib/use-current-year';

export default function SkillsPage() {
  const year = useCurrentYear();
  return (
    <>
      <PageHeader
        heading={
          <>
            <span data-testid="career-years">{`${careerYears(new Date(year, 0, 1))}+`}</span>{' '}
            {skillsPage.heading}
          </>
        }
        intro={skillsPage.intro}
      />
      <Section id="core" heading={skillsPage.coreHeading}>
        <CoreGrid technologies={skills.coreTechnologies} />
      </Section>
      <Section id="proficiencies" heading={skillsPage.groupsHeading} tinted>
        <SkillGroups groups={skills.groups} years={skillsPage.years} />
      </Section>
      <Section id="implementations" heading={skillsPage.implementationsHeading}>
        <ImplementationList
          implementations={skills.implementations}
          technologiesLabel={skillsPage.implementationTechnologiesLabel}
        />
      </Section>
      <Section id="summaries" heading={skillsPage.summariesHeading} tinted>
        <SummaryCards summaries={skills.summaries} />
      </Section>
    </>
  );
}
