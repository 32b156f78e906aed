import { useState, type FormEvent } from 'react';
import type { ContactField } from './use-contact-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The browser's own message for each field that failed its constraint check (`required`, an email's
 * form) on a submit, so the page can show it under the field and tie it to it with
 * `aria-describedby`: the words are the browser's, as the native bubble's are; none are invented.
 * A field's message follows its value as it is corrected and goes once the field is valid.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});

  const record = (name: ContactField, control: Control) =>
    setErrors((current) => {
      const message = control.validity.valid ? undefined : control.validationMessage;
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });

  /** Props for a control: marks it on the `invalid` event, and re-checks it on each change once marked. */
  const track = (name: ContactField) => ({
    onInvalid: (event: FormEvent<Control>) => record(name, event.currentTarget),
    recheck: (control: Control) => {
      if (errors[name] !== undefined) record(name, control);
    },
  });

  return { errors, track, clear: () => setErrors({}) };
}
