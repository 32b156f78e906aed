// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickConnect, type QuickConnectLink } from '#src/components/contact/quick-connect.tsx';
import { UiTextProvider } from '#src/lib/ui-text.tsx';

const email: QuickConnectLink = {
  label: 'Email',
  description: 'jane@example.com',
  href: 'mailto:jane@example.com',
  icon: 'mail',
};
const show = (links: QuickConnectLink[]) =>
  render(
    <UiTextProvider value={{ newTab: '(new tab)', draft: 'Draft' }}>
      <QuickConnect heading="Quick Connect" links={links} />
    </UiTextProvider>,
  );

afterEach(cleanup);

describe('QuickConnect', () => {
  it('shows its heading over the ways to get in touch', () => {
    show([email]);
    const section = screen.getByRole('region', { name: 'Quick Connect' });
    expect(section.querySelector('h2')?.textContent).toBe('Quick Connect');
    expect(screen.getByRole('link', { name: /^Email/ }).getAttribute('href')).toBe('mailto:jane@example.com');
  });

  // An owner who gives only a website: no email, no profiles, no booking page.
  it('leaves out the heading and its section when there is no way to get in touch', () => {
    const { container } = show([]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
