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
  const years = careerYears(new Date(year, 0, 1));
  const { coreTechnologies, groups, implementations, summaries } = {
    coreTechnologies: skills.coreTechnologies,
    groups: skills.groups,
    implementations: skills.implementations,
    summaries: skills.summaries,
  };
  return (
    <>
      <PageHeader
        heading={
          years === undefined ? (
            skillsPage.heading
          ) : (
            <>
              <span data-testid="career-years">{`${years}+`}</span> {skillsPage.heading}
            </>
          )
        }
        intro={skillsPage.intro}
      />
      {coreTechnologies && (
        <Section id="core" heading={skillsPage.coreHeading}>
          <CoreGrid technologies={coreTechnologies} foldNotes={skillsPage.foldNotes} />
        </Section>
      )}
      {groups && groups.length > 0 && (
        <Section id="proficiencies" heading={skillsPage.groupsHeading} tinted>
          <SkillGroups
            groups={groups}
            years={skillsPage.years}
            levels={skillsPage.levels}
            foldNotes={skillsPage.foldNotes}
          />
        </Section>
      )}
      {implementations && (
        <Section id="implementations" heading={skillsPage.implementationsHeading}>
          <ImplementationList
            implementations={implementations}
            technologiesLabel={skillsPage.implementationTechnologiesLabel}
          />
        </Section>
      )}
      {summaries && (
        <Section id="summaries" heading={skillsPage.summariesHeading} tinted>
          <SummaryCards summaries={summaries} levels={skillsPage.levels} />
        </Section>
      )}
    </>
  );
}
