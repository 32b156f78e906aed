import { Hero } from '../components/home/hero';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { StrengthGrid } from '../components/home/strength-grid';
import { TechRow } from '../components/home/tech-row';
import { ButtonLink } from '../components/ui/button-link';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { homePage, portrait, profile } from '../content';
import { portraitAlt } from '../lib/owner';
import { resumeDownload } from '../lib/resume';
import styles from './home-page.module.css';

export default function HomePage() {
  const hero = homePage.hero;
  const closing = homePage.closing;
  return (
    <>
      <Hero
        availability={profile.availability.message}
        name={profile.name}
        title={profile.title}
        intro={hero.intro}
        photo={{ picture: portrait, alt: portraitAlt() }}
        actions={
          <>
            <ButtonLink href={hero.primaryCta.href}>{hero.primaryCta.label}</ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
            <ResumeDownloadLink {...resumeDownload()} variant="ghost" />
          </>
        }
      />
      <TechRow heading={homePage.techHeading} technologies={homePage.technologies} />
      <div className={styles.stats}>
        <StatList stats={homePage.stats} label={homePage.statsLabel} />
      </div>
      <Section id="strengths" heading={homePage.strengths.heading} intro={homePage.strengths.intro}>
        <StrengthGrid cards={homePage.strengths.cards} />
      </Section>
      <Section id="get-started" heading={closing.heading} intro={closing.text} closing>
        <ButtonLink href={closing.primaryCta.href}>{closing.primaryCta.label}</ButtonLink>
        <ButtonLink href={closing.secondaryCta.href} variant="secondary">
          {closing.secondaryCta.label}
        </ButtonLink>
      </Section>
    </>
  );
}
