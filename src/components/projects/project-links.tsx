import type { ProjectEntry, ProjectsPage } from '../../content';
import { ButtonRow, buttonStyles } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icon';

interface ProjectLinksProps {
  links: ProjectEntry['links'];
  labels: Pick<ProjectsPage['card'], 'live' | 'code' | 'documentation' | 'demo' | 'comingSoon'>;
  /** Placement in the card. */
  className?: string;
}

/**
 * A project's link buttons. View Live and View Code go to their sites in a new tab; Documentation
 * and Live Demo are placeholders without a destination, shown as unavailable.
 */
export function ProjectLinks({ links, labels, className }: ProjectLinksProps) {
  const { live, github, documentation, demo } = links;
  if (!live && !github && !documentation && !demo) return null;
  const external = (href: string, label: string, icon: 'globe' | 'github') => (
    <ExternalLink href={href} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
      <Icon name={icon} size={18} />
      {label}
    </ExternalLink>
  );
  const placeholder = (label: string, icon: 'file-text' | 'video') => (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
      disabled
      title={labels.comingSoon}
    >
      <Icon name={icon} size={18} />
      {label}
      <span className="visually-hidden"> ({labels.comingSoon})</span>
    </button>
  );
  return (
    <ButtonRow className={className} hideInPrint>
      {live && external(live, labels.live, 'globe')}
      {github && external(github, labels.code, 'github')}
      {documentation && placeholder(labels.documentation, 'file-text')}
      {demo && placeholder(labels.demo, 'video')}
    </ButtonRow>
  );
}
