/**
 * The page colours of each scheme, declared once. The content pipeline writes them into the site's
 * stylesheet together with the owner's accent from `content/site.json` (scripts/site-content/theme.ts),
 * and checks that the accent reads on every surface here in both schemes. Every other colour in
 * `tokens.css` is either a fixed status colour or mixed from these.
 *
 * Pairs meet WCAG AA: `text` and `muted` on `bg` and `surface` at 4.5:1 or more, `control` (the
 * outline of inputs and buttons) on both at 3:1 or more.
 */
export const palette = {
  light: {
    bg: '#fbfaf7',
    surface: '#f2efe8',
    text: '#1b1a17',
    muted: '#57534b',
    rule: '#e2ddd3',
    control: '#8a8378',
  },
  dark: {
    bg: '#131211',
    surface: '#1b1a18',
    text: '#edeae4',
    muted: '#a8a297',
    rule: '#2f2d29',
    control: '#7a746a',
  },
} as const;

export type Scheme = keyof typeof palette;

/** The surfaces text is drawn on; an accent used as text must read on each. */
export const textSurfaces = ['bg', 'surface'] as const;

/**
 * The colours content may name for a technology or a skill group (`color: cyan`), each at 3:1 or
 * more on both schemes' page colours. The names are the ones content may use (vocabulary.ts). The
 * site keeps one palette and draws none of them (docs/decisions/025-design-rules.md); the names stay valid so
 * an owner's data, and the specification's, still reads.
 */
export const accents = {
  blue: { light: '#1d4ed8', dark: '#93c5fd' },
  indigo: { light: '#4338ca', dark: '#a5b4fc' },
  violet: { light: '#6d28d9', dark: '#c4b5fd' },
  pink: { light: '#be185d', dark: '#f9a8d4' },
  red: { light: '#b91c1c', dark: '#fca5a5' },
  orange: { light: '#c2410c', dark: '#fdba74' },
  amber: { light: '#92400e', dark: '#fcd34d' },
  green: { light: '#15803d', dark: '#86efac' },
  teal: { light: '#0f766e', dark: '#5eead4' },
  cyan: { light: '#0e7490', dark: '#67e8f9' },
  slate: { light: '#475569', dark: '#cbd5e1' },
} as const;
