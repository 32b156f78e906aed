import { FeaturedWork } from '../components/home/featured-work';
import { Hero } from '../components/home/hero';
import { StrengthGrid } from '../components/home/strength-grid';
import { TechRow } from '../components/home/tech-row';
import { Testimonials } from '../components/home/testimonials';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { ButtonLink } from '../components/ui/button-link';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { featuredWork, homePage, portrait, profile, projectImages, references } from '../content';
import { portraitAlt } from '../lib/owner';
import { resumeDownload } from '../lib/resume';
import { leadsToPage } from '../lib/routes';
import styles from './home-page.module.css';

/** The calls to action whose page the site publishes, as buttons: the first primary. */
function actions(links: readonly { label: string; href: string }[]) {
  return links
    .filter((link) => leadsToPage(link.href))
    .map((link, index) => (
      <ButtonLink key={link.href} href={link.href} variant={index === 0 ? undefined : 'secondary'}>
        {link.label}
      </ButtonLink>
    ));
}

/** The featured projects whose first picture is a screenshot or photo, as the hero shows them. */
function workPictures() {
  return featuredWork.flatMap((project) => {
    const image = projectImages[project.id]?.[0];
    return image && 'picture' in image
      ? [{ title: project.title, href: project.href, picture: image.picture, alt: project.pictureAlt ?? '' }]
      : [];
  });
}

export default function HomePage() {
  const hero = homePage.hero;
  const closing = homePage.closing;
  const work = homePage.work;
  const { strengths, technologies, stats } = {
    strengths: homePage.strengths,
    technologies: homePage.technologies,
    stats: homePage.stats,
  };
  const closingActions = actions([closing.primaryCta, closing.secondaryCta]);
  return (
    <>
      <Hero
        availability={profile.availability?.message}
        name={profile.name}
        title={profile.title}
        intro={profile.intro}
        photo={{ picture: portrait, alt: portraitAlt() }}
        work={workPictures()}
        actions={
          <>
            {actions([hero.primaryCta, hero.secondaryCta])}
            <ResumeDownloadLink {...resumeDownload()} variant="ghost" />
          </>
        }
      />
      {technologies && <TechRow heading={homePage.techHeading} technologies={technologies} />}
      {stats && (
        <div className={styles.stats}>
          <StatList stats={stats} label={homePage.statsLabel} />
        </div>
      )}
      {work && featuredWork.length > 0 && (
        <Section id="work" heading={work.heading} intro={work.intro}>
          <FeaturedWork work={featuredWork} pictures={projectImages} />
          <p className={styles.all}>
            <ButtonLink href={work.all.href} variant="secondary">
              {work.all.label}
            </ButtonLink>
          </p>
        </Section>
      )}
      {strengths && (
        <Section id="strengths" heading={strengths.heading} intro={strengths.intro}>
          <StrengthGrid cards={strengths.cards} />
        </Section>
      )}
      {references.length > 0 && (
        <Section id="testimonials" heading={homePage.testimonialsHeading} tinted>
          <Testimonials references={references} />
        </Section>
      )}
      {closingActions.length > 0 && (
        <Section id="get-started" heading={closing.heading} intro={closing.text} closing>
          {closingActions}
        </Section>
      )}
    </>
  );
}
