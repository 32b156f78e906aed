// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectLinks } from '#src/components/projects/project-links.tsx';
import type { ProjectEntry } from '#src/content/index.ts';
import { UiTextProvider } from '#src/lib/ui-text.tsx';

const labels = {
  live: 'See it live',
  code: 'Read the code',
  documentation: 'Docs',
  demo: 'Demo',
  comingSoon: 'soon',
};
const show = (links: ProjectEntry['links']) =>
  render(
    <MemoryRouter>
      <UiTextProvider value={{ newTab: '(new tab)', draft: 'Draft' }}>
        <ProjectLinks links={links} labels={labels} />
      </UiTextProvider>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ProjectLinks', () => {
  it('shows View Live and View Code as new-tab links when the project has them', () => {
    show({ live: 'https://live.example.com/', github: 'https://github.com/example/repo' });
    // Each says, to assistive technology, that it opens a new tab.
    const live = screen.getByRole('link', { name: /^See it live\s*\(new tab\)$/ });
    const code = screen.getByRole('link', { name: /^Read the code\s*\(new tab\)$/ });
    expect(live.getAttribute('href')).toBe('https://live.example.com/');
    expect(code.getAttribute('href')).toBe('https://github.com/example/repo');
    for (const link of [live, code]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows Documentation and Live Demo as disabled placeholders that go nowhere', () => {
    show({ documentation: true, demo: true });
    expect(screen.queryByRole('link')).toBeNull();
    for (const name of [/^Docs\s*\(soon\)$/, /^Demo\s*\(soon\)$/]) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('renders nothing for a project without links', () => {
    const { container } = show({});
    expect(container.innerHTML).toBe('');
  });
});
