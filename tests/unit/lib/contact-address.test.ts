import { describe, expect, it } from 'vitest';
import { handleOf, shortUrl, telHref } from '../../../src/lib/contact-address';

describe('telHref', () => {
  it('keeps the digits and a leading plus of a number as people write it', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref('555.010.0199')).toBe('tel:5550100199');
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
