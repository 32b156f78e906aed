import { contactPage } from '../content';
import { usePageHead } from '../lib/page-head';

export default function ContactPage() {
  usePageHead('contact', '/contact');
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading">{contactPage.heading}</h1>
      <p>{contactPage.intro}</p>
    </section>
  );
}
