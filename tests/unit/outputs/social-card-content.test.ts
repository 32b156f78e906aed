import { describe, expect, it } from 'vitest';
import { titleWithoutName } from '#outputs/social-cards/content.ts';

const owner = { name: 'Jane Doe', title: 'Principal Engineer' };

describe("a page's title on its card", () => {
  it('leaves out the name it opens or ends with, and the separator', () => {
    expect(titleWithoutName('Projects & Case Studies | {name}', owner)).toBe('Projects & Case Studies');
    expect(titleWithoutName('{name} — Principal Engineer', owner)).toBe('Principal Engineer');
    expect(titleWithoutName('Contact: {name}', owner)).toBe('Contact');
  });

  it("fills the owner's title, as the page's title does", () => {
    expect(titleWithoutName('{name} | {title}', owner)).toBe('Principal Engineer');
    expect(titleWithoutName('{title} for hire | {name}', owner)).toBe('Principal Engineer for hire');
  });

  it('keeps a name inside the title, and a title without one', () => {
    expect(titleWithoutName('Work with {name} on your platform', owner)).toBe(
      'Work with Jane Doe on your platform',
    );
    expect(titleWithoutName('Skills', owner)).toBe('Skills');
  });
});
