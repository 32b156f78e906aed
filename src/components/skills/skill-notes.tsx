import { Disclosure } from '../ui/disclosure';
import skillNote from './skill-note.module.css';
import styles from './skill-notes.module.css';

interface SkillNotesProps {
  /** The line the notes fold under (`pages/skills.json` → `foldNotes`). */
  summary: string;
  /** Each skill's name and its note; a skill without a note is left out. */
  items: readonly { name: string; description?: string }[];
  className?: string;
}

/** How each skill is used, folded under one line: each skill's name over its note. */
export function SkillNotes({ summary, items, className }: SkillNotesProps) {
  const noted = items.filter((item) => item.description);
  if (noted.length === 0) return null;
  return (
    <Disclosure summary={summary} className={className}>
      <dl className={styles.notes}>
        {noted.map((item) => (
          <div key={item.name}>
            <dt className={styles.name}>{item.name}</dt>
            <dd className={`${skillNote.note} ${styles.note}`}>{item.description}</dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}
