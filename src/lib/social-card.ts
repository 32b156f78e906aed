/** The card link previews show (LinkedIn, Slack, X): the size and type they display in full. */
export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = 'image/jpeg';
