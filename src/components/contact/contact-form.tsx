import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ContactPage } from '../../content/schemas';
import {
  contactDelivery,
  deliveryExtras,
  maxMessageLength,
  type OutgoingMessage,
} from '../../lib/contact-delivery';
import { formAttributesOf } from '../../lib/contact-service';
import { fill } from '../../lib/fill';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import styles from './contact-form.module.css';
import { DeliveryFields } from './delivery-fields';
import { useContactForm, type ContactField } from './use-contact-form';

interface ContactFormProps {
  copy: ContactPage['form'];
  /** Where the form posts without JavaScript when no delivery service is configured. */
  mailto?: string;
  deliver?: (message: OutgoingMessage) => Promise<void>;
}

/** "Send a Message": the spec's fields, native validation only, and a visible result. */
export function ContactForm({ copy, mailto, deliver }: ContactFormProps) {
  const { draft, status, sending, update, submit } = useContactForm(deliver);
  const [focused, setFocused] = useState<ContactField | null>(null);
  const id = useId();
  const { fields } = copy;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(deliveryExtras(event.currentTarget));
  };

  const field = (name: ContactField, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <div className={styles.field} data-focused={focused === name}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      {control}
      {hint}
    </div>
  );
  const bind = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    className: styles.control,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    onFocus: () => setFocused(name),
    onBlur: () => setFocused(null),
  });
  const hinted = (name: ContactField) => ({ ...bind(name), placeholder: fields[name].placeholder });
  // The note that the message is as long as the form sends, when the content words it.
  const atCap = draft.message.length >= maxMessageLength && Boolean(copy.lengthLimitNote);

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
          <p className={styles.banner} data-tone="success">
            <Icon name="check" size={20} />
            <span>
              <strong>{copy.success.title}</strong> {copy.success.text}
            </span>
          </p>
        )}
      </div>
      {status === 'error' && (
        <p role="alert" className={styles.banner} data-tone="danger">
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
        {field(
          'projectType',
          fields.projectType.label,
          <select required {...bind('projectType')}>
            <option value="">{fields.projectType.placeholder}</option>
            {copy.projectTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
      </Grid>
      {field('subject', fields.subject.label, <input type="text" required {...hinted('subject')} />)}
      {field(
        'message',
        fields.message.label,
        <textarea
          rows={5}
          required
          maxLength={maxMessageLength}
          aria-describedby={atCap ? `${id}-count ${id}-cap` : `${id}-count`}
          {...hinted('message')}
        />,
        <>
          <p id={`${id}-count`} className={styles.count}>
            {fill(copy.counter, { count: draft.message.length, limit: copy.messageLimit })}
          </p>
          {atCap && (
            <p id={`${id}-cap`} className={styles.capNote}>
              {fill(copy.lengthLimitNote!, { max: maxMessageLength.toLocaleString('en-US') })}
            </p>
          )}
        </>,
      )}
      <DeliveryFields delivery={contactDelivery} trapLabel={copy.honeypotLabel} sending={sending} />
      <button type="submit" className={styles.submit} disabled={sending}>
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
