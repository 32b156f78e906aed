import type { BadgeTone } from '../ui/badge';

/** A skill level's badge colour: Expert green, Advanced blue, Intermediate yellow, anything else grey. */
export function levelTone(level: string): BadgeTone {
  switch (level) {
    case 'Expert':
      return 'success';
    case 'Advanced':
      return 'info';
    case 'Intermediate':
      return 'warning';
    default:
      return 'neutral';
  }
}
