import { expect, test } from '../fixtures';

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('availability badge and the four Quick Connect tiles', async ({ page }) => {
    await expect(page.getByRole('main').getByText('Available for new projects')).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Quick Connect' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveAttribute('href', /^mailto:.+@example\.com$/);
    await expect(tiles.nth(0)).not.toHaveAttribute('target', '_blank');
    for (const [index, name] of ['LinkedIn', 'GitHub', 'Schedule a Call'].entries()) {
      const tile = tiles.nth(index + 1);
      await expect(tile).toContainText(name);
      await expect(tile).toHaveAttribute('href', /^https:\/\//);
      await expect(tile).toHaveAttribute('target', '_blank');
      await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the form: labelled fields, placeholders and the project types', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Send a Message' });
    for (const label of ['Your Name', 'Email Address', 'Subject', 'Message']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('placeholder', /.+/);
    }
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(/^Company/)).not.toHaveAttribute('required');
    await expect(form.getByLabel(/^Company/)).toHaveAttribute('placeholder', /.+/);
    await expect(form.getByLabel('Subject')).toHaveAttribute(
      'placeholder',
      'Project inquiry, consultation, etc.',
    );
    await expect(form.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '5');

    const select = form.getByLabel('Project Type');
    await expect(select).toHaveAttribute('required', '');
    const options = await select
      .locator('option')
      .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options).toEqual([
      ['', 'Select a type'],
      ['web-app', 'Web Application Development'],
      ['mobile', 'Mobile App Development'],
      ['consulting', 'Technical Consulting'],
      ['team-augmentation', 'Team Augmentation'],
      ['code-review', 'Code Review & Optimization'],
      ['other', 'Other'],
    ]);
  });

  test('the message counter counts as you type and does not stop at 500', async ({ page }) => {
    const message = page.getByLabel('Message', { exact: true });
    await expect(page.getByText('0/500 characters')).toBeVisible();
    await message.fill('Hello');
    await expect(page.getByText('5/500 characters')).toBeVisible();
    await message.fill('x'.repeat(612));
    await expect(page.getByText('612/500 characters')).toBeVisible();
    await expect(message).toHaveValue('x'.repeat(612));
  });

  test("the browser's own validation stops an incomplete message", async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Your Name')).toHaveJSProperty('validity.valueMissing', true);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByLabel('Your Name').fill('Jane');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email Address')).toHaveJSProperty('validity.typeMismatch', true);
    await expect(page.getByText('Sending...')).toHaveCount(0);
  });

  test('the focused field is highlighted, and only while it has focus', async ({ page }) => {
    const field = (label: string) => page.getByLabel(label).locator('xpath=..');
    const subject = page.getByLabel('Subject');
    const border = () => subject.evaluate((el) => getComputedStyle(el).borderColor);
    const restingBorder = await border();
    await subject.focus();
    await expect(field('Subject')).toHaveAttribute('data-focused', 'true');
    // The colour eases in, so wait for it rather than reading it mid-transition.
    await expect.poll(border).not.toBe(restingBorder);
    await page.getByLabel('Your Name').focus();
    await expect(field('Subject')).toHaveAttribute('data-focused', 'false');
    await expect(field('Your Name')).toHaveAttribute('data-focused', 'true');
    await expect(subject).toHaveCSS('border-color', restingBorder);
  });

  test('sending: 2 s of "Sending...", then success with every field cleared, gone after 5 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Jane Smith');
    await page.getByLabel('Email Address').fill('jane@example.com');
    await page.getByLabel(/^Company/).fill('Acme');
    await page.getByLabel('Project Type').selectOption('consulting');
    await page.getByLabel('Subject').fill('A platform review');
    await page.getByLabel('Message', { exact: true }).fill('We would like an architecture review.');
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(1900);
    await expect(sending).toBeDisabled();
    await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole('status')).toContainText(
      "Message sent successfully! I'll get back to you within 24 hours",
    );
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Your Name', 'Email Address', /^Company/, 'Project Type', 'Subject', /^Message$/]) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await page.clock.runFor(4900);
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('office hours, engagement types and the three meeting buttons, which do nothing', async ({ page }) => {
    const hours = page.getByRole('region', { name: 'Office Hours (PST)' });
    await expect(hours).toContainText('Monday - Friday');
    await expect(hours).toContainText('9:00 AM - 6:00 PM');
    await expect(hours).toContainText('10:00 AM - 2:00 PM');
    await expect(hours).toContainText(/Sunday\s*Closed/);
    await expect(hours).toContainText('Response times may vary during holidays');
    const engagement = page.getByRole('region', { name: 'Engagement Types' });
    for (const type of ['Full-time', 'Contract', 'Consulting', '3-12 months'])
      await expect(engagement).toContainText(type);

    const meetings = page.getByRole('region', { name: 'Meeting Preferences' }).getByRole('button');
    await expect(meetings).toHaveCount(3);
    await expect(meetings.nth(0)).toHaveAccessibleName(/Coffee Chat.*Informal 15-min intro call/);
    await expect(meetings.nth(1)).toHaveAccessibleName(/Consultation.*30-min project discussion/);
    await expect(meetings.nth(2)).toHaveAccessibleName(/Team Meeting.*Technical deep-dive session/);
    const before = await page.locator('main').innerHTML();
    for (const button of await meetings.all()) await button.click();
    await expect(page).toHaveURL('/contact');
    expect(await page.locator('main').innerHTML()).toBe(before);
  });

  test('FAQ items open and close, by mouse and by keyboard', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(3);
    const first = questions.nth(0);
    const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('24 hours');
    await first.click();
    await expect(answer).toBeHidden();

    const second = questions.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the closing panel: Schedule a Call in a new tab and Send an Email', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Prefer to Talk It Through?' });
    const schedule = panel.getByRole('link', { name: /^Schedule a Call/ });
    await expect(schedule).toHaveAttribute('href', /^https:\/\//);
    await expect(schedule).toHaveAttribute('target', '_blank');
    await expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(panel.getByRole('link', { name: 'Send an Email' })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  // The policy allows the mailto: form action.
  test('the form still works: it opens an email to the owner', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form');
    await expect(form).toHaveAttribute('action', /^mailto:.+@example\.com$/);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await page.getByLabel('Your Name').fill('Jane Smith');
    await page.getByLabel('Email Address').fill('jane@example.com');
    await page.getByLabel('Project Type').selectOption('other');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('A short note.');
    // The browser hands the message to the mail program; a policy violation would refuse it with
    // a console error instead, which fails the test.
    const handedOver = page.waitForEvent('console', (message) =>
      /Launched external handler for 'mailto:.+@example\.com\?body=/.test(message.text()),
    );
    await page.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
    await handedOver;
  });
});
