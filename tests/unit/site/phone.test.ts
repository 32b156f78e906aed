import { describe, expect, it } from 'vitest';
import { profileSchema } from '#src/content/schemas/profile.ts';
import { readPhone } from '#src/content/values/phone.ts';

const phone = profileSchema.shape.phone;
const refusal = (value: string) => phone.safeParse(value).error?.issues.map((issue) => issue.message);

describe('a phone in profile.json', () => {
  it('is taken as people write it', () => {
    for (const written of [
      '+1 (555) 010-0199',
      '+(49) 157-5706-2745',
      '(56) 995999485',
      '(+33) 6 12 34 56 78',
      '030/1234567',
      '555.010.0199',
      '+1 555 010 0199 ext. 12',
      '555-0199 x12',
      '12345',
      // Japanese text sets a number with Unicode's hyphen, or in full-width digits and signs.
      '06‐5550‐4321',
      '０６－５５５０－４３２１',
      '+81 6−5550−4321',
    ])
      expect(phone.safeParse(written), written).toMatchObject({ success: true, data: written });
  });

  it('dials the digits, whatever their width', () => {
    expect(readPhone('06‐5550‐4321')).toEqual({ number: '0655504321' });
    expect(readPhone('０６－５５５０－４３２１')).toEqual({ number: '0655504321' });
    expect(readPhone('＋８１ ６ ５５５０ ４３２１ ext. 12')).toEqual({
      number: '+81655504321',
      extension: '12',
    });
  });

  // The message says what was expected.
  it('is refused when it is words or too short to be a number', () => {
    expect(refusal('Upon request')).toEqual([
      'Expected a phone number like "+1 (555) 010-0199" (digits with spaces, dashes, dots, slashes or brackets, a + before the first digit, an extension like "ext. 12"), received "Upon request"',
    ]);
    expect(refusal('1-800-FLOWERS')).toHaveLength(1);
    expect(refusal('+1 +2 345')).toHaveLength(1);
    expect(refusal('12')).toEqual(['Expected a phone number, with at least 3 digits, received "12"']);
  });
});
