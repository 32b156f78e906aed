// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectLinks } from '../../../src/components/projects/project-links';
import type { ProjectEntry } from '../../../src/content';

const project = (links: ProjectEntry['links']) => ({ links }) as ProjectEntry;
const show = (links: ProjectEntry['links']) =>
  render(
    <MemoryRouter>
      <ProjectLinks project={project(links)} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ProjectLinks', () => {
  it('shows View Live and View Code as new-tab links when the project has them', () => {
    show({ live: 'https://live.example.com/', github: 'https://github.com/example/repo' });
    const live = screen.getByRole('link', { name: /^View Live/ });
    const code = screen.getByRole('link', { name: /^View Code/ });
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
    for (const name of [/^Documentation/, /^Live Demo/]) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('renders nothing for a project without links', () => {
    const { container } = show({});
    expect(container.innerHTML).toBe('');
  });
});
