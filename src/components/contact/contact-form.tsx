import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ContactPage } from '../../content';
import {
  contactDelivery,
  deliveryExtras,
  maxMessageLength,
  type OutgoingMessage,
} from '../../lib/contact-delivery';
import { formAttributesOf } from '../../lib/contact-service';
import { numberText } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import tones from '../ui/tone.module.css';
import styles from './contact-form.module.css';
import { DeliveryFields } from './delivery-fields';
import { useContactForm, type ContactField } from './use-contact-form';
import { useFieldErrors } from './use-field-errors';
import { useResultFocus } from './use-result-focus';

interface ContactFormProps {
  copy: ContactPage['form'];
  /** Where the form posts without JavaScript when no delivery service is configured. */
  mailto?: string;
  deliver?: (message: OutgoingMessage) => Promise<void>;
}

/**
 * "Send a Message": the spec's fields, the browser's own checks and messages (shown under each field
 * that fails them), and a visible result that takes focus.
 */
export function ContactForm({ copy, mailto, deliver }: ContactFormProps) {
  const { draft, status, sending, update, submit } = useContactForm(deliver);
  const { errors, track, clear } = useFieldErrors();
  const { successRef, failureRef, submitRef } = useResultFocus(status);
  const [focused, setFocused] = useState<ContactField | null>(null);
  const id = useId();
  const { fields } = copy;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button only looks disabled while sending (so it keeps focus): a second submit is ignored.
    if (sending) return;
    clear();
    void submit(deliveryExtras(event.currentTarget));
  };

  const errorId = (name: ContactField) => `${id}-${name}-error`;
  const field = (name: ContactField, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <div className={styles.field} data-focused={focused === name} data-invalid={name in errors}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      {control}
      {errors[name] && (
        <p id={errorId(name)} className={styles.error}>
          {errors[name]}
        </p>
      )}
      {hint}
    </div>
  );
  const bind = (name: ContactField, describedBy: string[] = []) => {
    const { onInvalid, recheck } = track(name);
    const description = [...(errors[name] ? [errorId(name)] : []), ...describedBy].join(' ');
    return {
      id: `${id}-${name}`,
      name,
      value: draft[name],
      className: styles.control,
      'aria-invalid': name in errors || undefined,
      'aria-describedby': description || undefined,
      onInvalid,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        update(name, event.target.value);
        recheck(event.target);
      },
      onFocus: () => setFocused(name),
      onBlur: () => setFocused(null),
    };
  };
  const hinted = (name: ContactField, describedBy?: string[]) => ({
    ...bind(name, describedBy),
    placeholder: fields[name].placeholder,
  });
  // Without project types to choose from, the subject takes the select's place beside the company.
  const { projectTypes } = copy;
  const subject = field(
    'subject',
    fields.subject.label,
    <input type="text" required {...hinted('subject')} />,
  );
  // The counter shows the spec's n/limit; the note states the longest message the form really sends.
  const lengthIds = [`${id}-count`, ...(copy.lengthLimitNote ? [`${id}-cap`] : [])];

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      {...formAttributesOf(contactDelivery, mailto)}
      aria-labelledby="message-heading"
      data-print="hide"
    >
      <h2 id="message-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <div role="status" className={styles.banners}>
        {status === 'success' && (
          <p ref={successRef} tabIndex={-1} className={`${tones.tone} ${styles.banner}`} data-tone="success">
            <Icon name="check" size={20} />
            <span>
              <strong>{copy.success.title}</strong> {copy.success.text}
            </span>
          </p>
        )}
      </div>
      {status === 'error' && (
        <p
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className={`${tones.tone} ${styles.banner}`}
          data-tone="danger"
        >
          <Icon name="message" size={20} />
          <span>
            <strong>{copy.error.title}</strong> {copy.error.text}
          </span>
        </p>
      )}
      <Grid as="div" columns="md2" gap="tight">
        {field(
          'name',
          fields.name.label,
          <input type="text" autoComplete="name" required {...hinted('name')} />,
        )}
        {field(
          'email',
          fields.email.label,
          <input type="email" autoComplete="email" required {...hinted('email')} />,
        )}
      </Grid>
      <Grid as="div" columns="md2" gap="tight">
        {field(
          'company',
          <>
            {fields.company.label} <span className={styles.optional}>{copy.optionalLabel}</span>
          </>,
          <input type="text" autoComplete="organization" {...hinted('company')} />,
        )}
        {projectTypes
          ? field(
              'projectType',
              fields.projectType.label,
              <select required {...bind('projectType')}>
                <option value="">{fields.projectType.placeholder}</option>
                {projectTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>,
            )
          : subject}
      </Grid>
      {projectTypes && subject}
      {field(
        'message',
        fields.message.label,
        <textarea rows={5} required maxLength={maxMessageLength} {...hinted('message', lengthIds)} />,
        <>
          <p id={`${id}-count`} className={styles.count}>
            {fill(copy.counter, { count: draft.message.length, limit: copy.messageLimit })}
          </p>
          {copy.lengthLimitNote && (
            <p id={`${id}-cap`} className={styles.capNote}>
              {fill(copy.lengthLimitNote, { max: numberText(maxMessageLength) })}
            </p>
          )}
        </>,
      )}
      <DeliveryFields delivery={contactDelivery} trapLabel={copy.honeypotLabel} sending={sending} />
      <button ref={submitRef} type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {copy.sendingLabel}
          </>
        ) : (
          <>
            <Icon name="message" size={18} />
            {copy.submitLabel}
          </>
        )}
      </button>
    </form>
  );
}
