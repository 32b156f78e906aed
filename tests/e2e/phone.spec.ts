import { telHref } from '#src/lib/contact-address.ts';
import { needs, tags } from './content-needs';
import { contentGate, expect, test } from './fixtures';

/** The phone as the owner wrote it: the footer's link dials its digits, the printed résumé shows it. */
// Linked on /contact.
test(
  'the phone is linked by its digits, and printed as written on the résumé',
  tags(contentGate(), needs('phone')),
  async ({ page, content, contentDir }) => {
    const phone = content.profile.phone!;
    // The owner-edits content writes one with its country code in brackets.
    if (contentDir.includes('owner-edits')) expect(phone).toBe('+(49) 157-5706-2745');
    const href = telHref(phone);
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    if (href)
      await expect(footer.getByRole('link', { name: content.layout.footer.phoneLabel })).toHaveAttribute(
        'href',
        href,
      );
    else await expect(footer.getByText(phone, { exact: true })).toBeVisible();
    await page.goto('/experience');
    await page.emulateMedia({ media: 'print' });
    const written = page.getByText(phone, { exact: true });
    await expect(written).toBeVisible();
    if (href) await expect(written).toHaveAttribute('href', href);
  },
);
