/**
 * The page colours of each scheme, declared once. The content pipeline writes them into the site's
 * stylesheet together with the owner's accent from `content/site.json` (scripts/content/theme.ts),
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
