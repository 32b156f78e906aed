import { describe, expect, it } from 'vitest';
import { buildTime, pinnedBuildTime } from '#lib/build-time.ts';

describe('the time a build records', () => {
  it('is SOURCE_DATE_EPOCH when it is set, in seconds since 1970', () => {
    expect(buildTime({ SOURCE_DATE_EPOCH: '1765000000' }).toISOString()).toBe('2025-12-06T05:46:40.000Z');
  });

  it('is now when it is not set, or set empty', () => {
    for (const env of [{}, { SOURCE_DATE_EPOCH: '' }]) {
      expect(pinnedBuildTime(env)).toBeUndefined();
      expect(Math.abs(buildTime(env).getTime() - Date.now())).toBeLessThan(5_000);
    }
  });

  it('stops on a value that is not whole seconds, saying what it takes', () => {
    for (const value of ['2025-12-06', '1765000000.5', '-1'])
      expect(() => buildTime({ SOURCE_DATE_EPOCH: value })).toThrow(
        `SOURCE_DATE_EPOCH is "${value}": it takes the build's time in whole seconds since 1970`,
      );
  });
});
