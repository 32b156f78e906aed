// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleProse, type ArticleLabels } from '#src/components/ui/article-prose.tsx';
import { bodyOf } from '../site-content/post-body';

/** The words of a site written in French: none of them is in the compiler or the component. */
const labels: ArticleLabels = {
  contents: 'Sur cette page',
  footnotes: 'Notes',
  backToText: 'Retour à l’appel {number}',
  anchor: 'Lien vers « {heading} »',
};

const longPost = [
  'A day replays in 24 seconds.[^speed]',
  '## One clock',
  'No strategy reads the wall clock.[^speed]',
  '```csharp\npublic interface IClock { DateTime UtcNow { get; } }\n```',
  '### Timers',
  'Timers fire on the event clock.',
  '## Where the time went',
  '| Step | One day |\n| --- | --- |\n| Baseline | 11 min 40 s |',
  '- [x] Binary payloads\n- [ ] Parallel projections',
  '## What is next',
  'More[^more].',
  '[^speed]: On a workstation.',
  '[^more]: Later.',
].join('\n\n');

afterEach(cleanup);

// The post's code compiles its language's grammar first: seconds, on a machine running the whole suite.
describe('ArticleProse', { timeout: 60_000 }, () => {
  it("lists a long post's sections at its top, under the content's heading, linked to each", async () => {
    render(<ArticleProse Body={await bodyOf(longPost)} labels={labels} />);
    const contents = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(within(contents).getByRole('heading', { level: 2 }).textContent).toBe('Sur cette page');
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['One clock', '#one-clock'],
      ['Timers', '#timers'],
      ['Where the time went', '#where-the-time-went'],
      ['What is next', '#what-is-next'],
    ]);
  });

  it('sets the headings below the page title, each linking to itself by its words', async () => {
    render(<ArticleProse Body={await bodyOf(longPost)} labels={labels} />);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Sur cette page', 'One clock', 'Where the time went', 'What is next', 'Notes']);
    const timers = screen.getByRole('heading', { level: 3, name: 'Timers' });
    expect(timers.id).toBe('timers');
    const anchor = screen.getByRole('link', { name: 'Lien vers « Timers »' });
    expect(anchor.getAttribute('href')).toBe('#timers');
    expect(screen.getAllByRole('link', { name: /^Lien vers/ })).toHaveLength(4);
  });

  it('names the footnotes and their links back in the content’s words', async () => {
    render(<ArticleProse Body={await bodyOf(longPost)} labels={labels} />);
    const notes = screen.getByRole('region', { name: 'Notes' });
    const backs = within(notes).getAllByRole('link', { name: /^Retour à l’appel/ });
    expect(backs.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Retour à l’appel 1',
      'Retour à l’appel 1-2',
      'Retour à l’appel 2',
    ]);
    for (const back of backs) expect(document.querySelector(back.getAttribute('href')!)).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/Footnotes|Back to reference/);
  });

  it('lets the keyboard reach a code block, which is named and scrolls inside its box', async () => {
    render(<ArticleProse Body={await bodyOf(longPost)} labels={labels} />);
    const code = screen.getByRole('group', { name: 'C#' });
    expect(code.textContent).toContain('public interface IClock');
    const user = userEvent.setup();
    for (let tabs = 0; tabs < 20 && document.activeElement !== code; tabs++) await user.tab();
    expect(document.activeElement).toBe(code);
  });

  it('shows tables and task lists as every body does', async () => {
    render(<ArticleProse Body={await bodyOf(longPost)} labels={labels} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'One day']);
    expect(table.parentElement!.tabIndex).toBe(0);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['☑ Binary payloads', '☐ Parallel projections']),
    );
  });

  it('shows no contents for a short post', async () => {
    const short = '## First\n\nText.\n\n### Detail\n\n## Second\n\nText.';
    render(<ArticleProse Body={await bodyOf(short)} labels={labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'First',
      'Detail',
      'Second',
    ]);
  });
});
