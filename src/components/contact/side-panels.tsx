import type { ContactPage } from '../../content/schemas';
import cardStyles from '../ui/card.module.css';
import { Icon } from '../ui/icon';
import styles from './side-panels.module.css';

/** When the owner answers, in their time zone. */
export function OfficeHours({ hours }: { hours: ContactPage['officeHours'] }) {
  return (
    <section aria-labelledby="office-hours-heading" className={cardStyles.card}>
      <h2 id="office-hours-heading" className={styles.heading}>
        <Icon name="clock" size={20} />
        {hours.heading} ({hours.timezone})
      </h2>
      <dl className={styles.hours}>
        {hours.rows.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{hours.note}</p>
    </section>
  );
}

/** The kinds of work on offer and how long projects usually run. */
export function EngagementTypes({ engagement }: { engagement: ContactPage['engagement'] }) {
  return (
    <section aria-labelledby="engagement-heading" className={cardStyles.card}>
      <h2 id="engagement-heading" className={styles.heading}>
        <Icon name="briefcase" size={20} />
        {engagement.heading}
      </h2>
      <ul className={styles.list}>
        {engagement.types.map((type) => (
          <li key={type.title}>
            <strong>{type.title}</strong>
            <span className={styles.muted}>{type.description}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{engagement.typicalDuration}</p>
    </section>
  );
}

/** Three meeting formats. The buttons only show the options; booking happens through the links. */
export function MeetingPreferences({ meetings }: { meetings: ContactPage['meetings'] }) {
  return (
    <section aria-labelledby="meetings-heading" className={cardStyles.card}>
      <h2 id="meetings-heading" className={styles.heading}>
        <Icon name="calendar" size={20} />
        {meetings.heading}
      </h2>
      <div className={styles.meetings} data-print="hide">
        {meetings.options.map((option) => (
          <button key={option.title} type="button" className={styles.meeting}>
            <Icon name={option.icon} size={20} />
            <span>
              <strong>{option.title}</strong>
              <span className={styles.muted}>{option.description}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
