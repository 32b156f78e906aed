import type { ProjectEntry } from '../../content';
import { buttonStyles } from '../ui/button-link';
import { Icon } from '../ui/icon';
import styles from './project-card.module.css';

/**
 * A project's link buttons. View Live and View Code go to their sites in a new tab; Documentation
 * and Live Demo are placeholders without a destination, shown as unavailable.
 */
export function ProjectLinks({ project }: { project: ProjectEntry }) {
  const { live, github, documentation, demo } = project.links;
  if (!live && !github && !documentation && !demo) return null;
  const external = (href: string, label: string, icon: 'globe' | 'github') => (
    <a
      href={href}
      className={`${buttonStyles.button} ${buttonStyles.primary}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name={icon} size={18} />
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
  const placeholder = (label: string, icon: 'file-text' | 'video') => (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
      disabled
      title="Coming soon"
    >
      <Icon name={icon} size={18} />
      {label}
      <span className="visually-hidden"> (coming soon)</span>
    </button>
  );
  return (
    <div className={styles.links} data-print="hide">
      {live && external(live, 'View Live', 'globe')}
      {github && external(github, 'View Code', 'github')}
      {documentation && placeholder('Documentation', 'file-text')}
      {demo && placeholder('Live Demo', 'video')}
    </div>
  );
}
