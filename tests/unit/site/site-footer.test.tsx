// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '#src/components/site-footer.tsx';
import { UiTextProvider } from '#src/lib/ui-text.tsx';

const labels = {
  contactHeading: 'Contact',
  phoneLabel: 'Call me',
  linksHeading: 'Links',
  websiteLabel: 'Website',
  linkedinLabel: 'LinkedIn',
  githubLabel: 'GitHub',
  copyright: '© {year} {name}.',
};
const show = (owner: { bio?: string; email?: string; phone?: string; website?: string }) =>
  render(
    <UiTextProvider value={{ newTab: '(new tab)', draft: 'Draft' }}>
      <SiteFooter owner={{ name: 'Jane Smith', ...owner }} labels={labels} year={2026} />
    </UiTextProvider>,
  );

afterEach(cleanup);

describe('SiteFooter', () => {
  it("heads the owner's bio with their name", () => {
    show({ bio: 'Builds web platforms.', website: 'https://example.com' });
    expect(screen.getByRole('heading', { name: 'Jane Smith' })).toBeTruthy();
    expect(screen.getByText('Builds web platforms.')).toBeTruthy();
  });

  // A heading with nothing under it reads as a mistake: each column is there only with its content.
  it('leaves out a column with nothing to say, heading and all', () => {
    show({ website: 'https://example.com' });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Links']);
    // The name still closes the page, in the copyright line.
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Jane Smith.');
  });

  it('links the phone by its digits, and shows one it cannot dial as written', () => {
    show({ phone: '+(49) 157-5706-2745' });
    expect(screen.getByRole('link', { name: 'Call me' }).getAttribute('href')).toBe('tel:+4915757062745');
    cleanup();
    show({ phone: '0199 12' });
    expect(screen.queryByRole('link', { name: 'Call me' })).toBeNull();
    expect(screen.getByText('0199 12')).toBeTruthy();
  });

  // So a right-to-left name leaves the line's direction alone.
  it("isolates the owner's name in the copyright line", () => {
    render(
      <UiTextProvider value={{ newTab: '(new tab)', draft: 'Draft' }}>
        <SiteFooter
          owner={{ name: 'سلمى الخطيب', website: 'https://example.com' }}
          labels={{ ...labels, copyright: '© {year} {name}. All rights reserved.' }}
          year={2026}
        />
      </UiTextProvider>,
    );
    const line = screen.getByRole('contentinfo').querySelector('p:last-child')!;
    expect(line.textContent).toBe('© 2026 سلمى الخطيب. All rights reserved.');
    expect(line.querySelector('bdi')?.textContent).toBe('سلمى الخطيب');
  });
});
