/** The words that tell a title from a company, a school or a place. */
import { describe, expect, it } from 'vitest';
import { roleScore } from '#import/read/entry-words.ts';

describe('a job title’s words', () => {
  it('are found at the end of a German compound, as the word alone is', () => {
    for (const title of [
      'Datenbankentwicklerin',
      'Cloudarchitekt',
      'IT-Projektleiter',
      'Systemadministratorin',
    ])
      expect(roleScore(title), title).toBe(1);
    // A place or a company holds none.
    for (const other of ['Augsburg', 'Nordlicht Datenwerk GmbH', 'Bad Reichenhall'])
      expect(roleScore(other), other).toBe(0);
  });
});
