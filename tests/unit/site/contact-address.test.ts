import { describe, expect, it } from 'vitest';
import { handleOf, shortUrl, telHref } from '#src/lib/contact-address.ts';

describe('telHref', () => {
  it('keeps the digits and a leading plus of a number as people write it', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref('555.010.0199')).toBe('tel:5550100199');
  });

  it('dials a country code in brackets, slashes and an extension as written', () => {
    expect(telHref('+(49) 157-5706-2745')).toBe('tel:+4915757062745');
    expect(telHref('(+33) 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(telHref('(56) 995999485')).toBe('tel:56995999485');
    expect(telHref('030/1234567')).toBe('tel:0301234567');
    expect(telHref('+1 555 010 0199 ext. 12')).toBe('tel:+15550100199;ext=12');
    expect(telHref('555-0199 x12')).toBe('tel:5550199;ext=12');
  });

  it('gives no link when the digits are too few or too many to dial', () => {
    expect(telHref('12345')).toBeUndefined();
    expect(telHref('1234567890123456')).toBeUndefined();
  });
});

describe('shortUrl', () => {
  it('drops the scheme, a www. and a trailing slash, and keeps the path', () => {
    expect(shortUrl('https://www.linkedin.com/in/jane/')).toBe('linkedin.com/in/jane');
    expect(shortUrl('http://example.com')).toBe('example.com');
    expect(shortUrl('https://jane.dev/work')).toBe('jane.dev/work');
  });
});

describe('handleOf', () => {
  it('is the last part of the address, whatever slashes surround it', () => {
    expect(handleOf('https://www.linkedin.com/in/jane/')).toBe('jane');
    expect(handleOf('https://hachyderm.io/@jane')).toBe('@jane');
    expect(handleOf('https://jane.dev')).toBe('');
  });
});
