// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLink } from '#src/components/ui/site-link.tsx';

function Address() {
  return <output>{useLocation().pathname}</output>;
}

const navigation = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <SiteLink to="/" activeClassName="active">
        Home
      </SiteLink>
      <SiteLink to="/skills" className="link" activeClassName="active">
        Skills
      </SiteLink>
      <SiteLink to="/contact">Contact</SiteLink>
      <Address />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('SiteLink', () => {
  it('marks a navigation link to the page shown, a trailing slash allowed, and only that one', () => {
    navigation('/skills/');
    const skills = screen.getByRole('link', { name: 'Skills' });
    expect(skills.getAttribute('aria-current')).toBe('page');
    expect(skills.className).toBe('link active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.getAttribute('class')).toBeNull();
  });

  it('leaves links that are not navigation unmarked, even to the page shown', () => {
    navigation('/contact');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows a click in the app, and leaves a modified click to the browser', async () => {
    navigation('/');
    const user = userEvent.setup();
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact');
    await user.click(contact);
    expect(screen.getByRole('status').textContent).toBe('/contact');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Skills' }));
    expect(screen.getByRole('status').textContent).toBe('/contact');
  });
});
