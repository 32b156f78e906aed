import { describe, expect, it } from 'vitest';
import { levelTone } from '../../../src/components/skills/level-tone';

describe('levelTone', () => {
  it('colours each level as the spec says', () => {
    expect(levelTone('Expert')).toBe('success');
    expect(levelTone('Advanced')).toBe('info');
    expect(levelTone('Intermediate')).toBe('warning');
    expect(levelTone('Learning')).toBe('neutral');
  });

  it('falls back to grey for anything else', () => {
    expect(levelTone('Guru')).toBe('neutral');
    expect(levelTone('')).toBe('neutral');
  });
});
