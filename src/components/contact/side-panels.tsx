import type { ContactPage } from '../../content';
import type { ReactNode } from 'react';
import { neutralIcons } from '../../content/values/vocabulary';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import styles from './side-panels.module.css';

interface PanelProps {
  id: string;
  icon: string;
  heading: string;
  /** A line under the panel's list, in smaller type. */
  note?: string;
  children: ReactNode;
}

/** One of the panels beside the form: a card under a heading led by its glyph. */
function Panel({ id, icon, heading, note, children }: PanelProps) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <Icon name={icon} size={20} />
        {heading}
      </h2>
      {children}
      {note && <p className={styles.note}>{note}</p>}
    </Card>
  );
}

/** When the owner answers, in their time zone. */
export function OfficeHours({ hours }: { hours: NonNullable<ContactPage['officeHours']> }) {
  const heading = hours.timezone ? `${hours.heading} (${hours.timezone})` : hours.heading;
  return (
    <Panel id="office-hours-heading" icon="clock" heading={heading} note={hours.note}>
      <dl className={styles.hours}>
        {hours.rows.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The kinds of work on offer and how long projects usually run. */
export function EngagementTypes({ engagement }: { engagement: NonNullable<ContactPage['engagement']> }) {
  return (
    <Panel
      id="engagement-heading"
      icon="briefcase"
      heading={engagement.heading}
      note={engagement.typicalDuration}
    >
      <ul className={styles.list}>
        {engagement.types.map((type) => (
          <li key={type.title}>
            <strong>{type.title}</strong>
            <span className={styles.muted}>{type.description}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Three meeting formats. The buttons only show the options; booking happens through the links. */
export function MeetingPreferences({ meetings }: { meetings: NonNullable<ContactPage['meetings']> }) {
  return (
    <Panel id="meetings-heading" icon="calendar" heading={meetings.heading}>
      <div className={styles.meetings} data-print="hide">
        {meetings.options.map((option) => (
          <button key={option.title} type="button" className={styles.meeting}>
            <Icon name={option.icon ?? neutralIcons.card} size={20} />
            <span>
              <strong>{option.title}</strong>
              <span className={styles.muted}>{option.description}</span>
            </span>
          </button>
        ))}
      </div>
    </Panel>
  );
}
