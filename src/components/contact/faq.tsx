import { useId, useState } from 'react';
import type { ContactPage } from '../../content';
import { Icon } from '../ui/icon';
import styles from './faq.module.css';

/** Questions that open and close their answers (disclosure buttons). */
export function Faq({ items }: { items: NonNullable<ContactPage['faq']>['items'] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const id = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <li key={item.question} className={styles.item} data-print="keep">
            <h3 className={styles.question}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </button>
            </h3>
            <div id={`${id}-${index}`} className={styles.answer} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
