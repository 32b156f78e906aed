import type { Page } from '@playwright/test';
import type { ContactPage } from '#src/content/schemas/contact-page.ts';

export type ContactFormCopy = ContactPage['form'];
type Field = keyof ContactFormCopy['fields'];

/** A message a visitor might send, for a form with these project types (or none). */
export function sampleMessage(form: ContactFormCopy) {
  return {
    name: 'Jane Smith',
    email: 'jane@example.com',
    company: 'Acme',
    subject: 'A platform review',
    message: 'We would like an architecture review.',
    ...(form.projectTypes ? { projectType: form.projectTypes.at(-1)!.value } : {}),
  };
}

/** The contact form's controls and buttons, found by the names the content gives them. */
export function contactForm(page: Page, form: ContactFormCopy) {
  const field = (name: Field) =>
    page.getByLabel(
      name === 'company' ? `${form.fields.company.label} ${form.optionalLabel}` : form.fields[name].label,
      { exact: true },
    );
  return {
    field,
    submit: page.getByRole('button', { name: form.submitLabel }),
    sending: page.getByRole('button', { name: form.sendingLabel }),
    /** Fills every field with `message`. */
    async fill(message: ReturnType<typeof sampleMessage>) {
      await field('name').fill(message.name);
      await field('email').fill(message.email);
      await field('company').fill(message.company);
      if (message.projectType) await field('projectType').selectOption(message.projectType);
      await field('subject').fill(message.subject);
      await field('message').fill(message.message);
    },
  };
}
