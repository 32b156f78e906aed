import { neutralIcons } from '../../content/values/vocabulary';
import { Icon } from '../ui/icon';
import { LabelHeading } from '../ui/label-heading';
import { Tooltip } from '../ui/tooltip';
import styles from './tech-row.module.css';

interface TechRowProps {
  heading: string;
  technologies: readonly { name: string; icon?: string }[];
}

/** A row of technology marks; each names itself in a tooltip on hover and keyboard focus. */
export function TechRow({ heading, technologies }: TechRowProps) {
  return (
    <section aria-labelledby="technologies-heading" className={styles.section}>
      <LabelHeading level={2} id="technologies-heading" className={styles.heading}>
        {heading}
      </LabelHeading>
      <ul className={styles.row}>
        {technologies.map((technology) => (
          <li key={technology.name}>
            <Tooltip label={technology.name}>
              <span className={styles.tile}>
                <Icon name={technology.icon ?? neutralIcons.technology} size={32} />
              </span>
            </Tooltip>
          </li>
        ))}
      </ul>
    </section>
  );
}
