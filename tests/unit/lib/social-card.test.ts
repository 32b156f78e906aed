import { describe, expect, it } from 'vitest';
import { titleWithoutName } from '../../../src/lib/social-card.ts';

describe("a page's title on its card", () => {
  it('leaves out the name it opens or ends with, and the separator', () => {
    expect(titleWithoutName('Projects & Case Studies | {name}', 'Jane Doe')).toBe('Projects & Case Studies');
    expect(titleWithoutName('{name} — Principal Engineer', 'Jane Doe')).toBe('Principal Engineer');
    expect(titleWithoutName('Contact: {name}', 'Jane Doe')).toBe('Contact');
  });

  it('keeps a name inside the title, and a title without one', () => {
    expect(titleWithoutName('Work with {name} on your platform', 'Jane Doe')).toBe(
      'Work with Jane Doe on your platform',
    );
    expect(titleWithoutName('Skills', 'Jane Doe')).toBe('Skills');
  });
});
