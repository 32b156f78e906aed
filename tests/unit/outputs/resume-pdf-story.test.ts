import { describe, expect, it } from 'vitest';
import { storyOf } from '#outputs/resume-pdf/content.ts';

describe("a job's text on paper", () => {
  it('is one paragraph of its prose, and its list items as points', () => {
    const text = [
      'Led a team of five: slot booking and container tracking.',
      '',
      'Owned the on-call rota.',
      '',
      '- Moved tariffs to events (Kafka)',
      '- Wrote the runbooks (https://example.com/runbooks)',
      '1. First numbered point',
    ].join('\n');
    expect(storyOf(text)).toEqual({
      paragraph: 'Led a team of five: slot booking and container tracking. Owned the on-call rota.',
      items: [
        'Moved tariffs to events (Kafka)',
        'Wrote the runbooks (https://example.com/runbooks)',
        'First numbered point',
      ],
    });
  });

  it('keeps a dash inside a sentence as prose, and is empty for no text', () => {
    expect(storyOf('Payments - and refunds - in minutes.')).toEqual({
      paragraph: 'Payments - and refunds - in minutes.',
      items: [],
    });
    expect(storyOf('')).toEqual({ paragraph: undefined, items: [] });
  });
});
