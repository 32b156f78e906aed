/** @jsxRuntime automatic @jsxImportSource react */
// The build runs this file under tsx, which takes compiler options only from a tsconfig.json that
// lists the file; the root one only references the two programs, so JSX is set up here.
/**
 * A page's social card as satori reads it (React elements styled with the flexbox subset satori
 * supports), drawn like the site: its paper and ink, its display face for the headline and its
 * text face for the rest, the portrait in a ring of the accent colour. Text only from content.
 */
import type { SocialCardContent } from './content.ts';
import { palette } from '#src/styles/palette.ts';
import { directionOf } from '../faces/direction.ts';
import type { Typefaces } from '../faces/face-for.ts';

const { bg: paper, text: ink, muted, rule } = palette.light;
const photoSize = 340;
const ring = 8;

/** Long headlines (a post's title) get smaller type, so they fit whole in their lines. */
function headlineSize(headline: string): number {
  if (headline.length <= 24) return 84;
  if (headline.length <= 40) return 68;
  if (headline.length <= 70) return 52;
  return 44;
}

/**
 * `typefaces` are the faces satori is given for this card (`cardTypefaces`). A headline that reads
 * from right to left mirrors the card: text at the right, the portrait at the left.
 */
export function SocialCard({
  card,
  photo,
  typefaces,
}: {
  card: SocialCardContent;
  photo: string;
  typefaces: Typefaces;
}) {
  const display = typefaces.display.join(', ');
  const text = typefaces.text.join(', ');
  const direction = directionOf(card.headline);
  // Satori has no logical (start/end) paddings: the sides are swapped by hand.
  const [start, end] = direction === 'rtl' ? ['Right', 'Left'] : ['Left', 'Right'];
  return (
    <div
      style={{
        direction,
        width: card.width,
        height: card.height,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: paper,
        color: ink,
        fontFamily: text,
      }}
    >
      <div
        style={{
          display: 'flex',
          flex: 1,
          alignItems: 'center',
          padding: '60px 0 48px',
          [`padding${start}`]: 72,
          [`padding${end}`]: 64,
        }}
      >
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            flex: 1,
            height: '100%',
            [`padding${end}`]: 56,
          }}
        >
          <div
            style={{
              display: 'flex',
              fontSize: 22,
              fontWeight: 600,
              letterSpacing: 2.5,
              textTransform: 'uppercase',
              color: card.accentColor,
            }}
          >
            {card.siteName}
          </div>
          <div
            style={{
              display: 'block',
              marginTop: 30,
              fontFamily: display,
              fontSize: headlineSize(card.headline),
              fontWeight: 600,
              lineHeight: 1.08,
              letterSpacing: -1,
              // Balanced lines for a page's short title; a long one fills its lines, which balancing
              // would narrow until the last words fell past the clamp.
              textWrap: card.headline.length <= 40 ? 'balance' : 'wrap',
              lineClamp: card.headline.length <= 70 ? 3 : 4,
            }}
          >
            {card.headline}
          </div>
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              marginTop: 'auto',
              paddingTop: 22,
              borderTop: `2px solid ${rule}`,
            }}
          >
            <div style={{ display: 'flex', fontSize: 32, fontWeight: 600, textWrap: 'balance' }}>
              {card.byline}
            </div>
            {card.title && (
              <div style={{ display: 'flex', marginTop: 6, fontSize: 26, color: muted }}>{card.title}</div>
            )}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            width: photoSize + 2 * ring,
            height: photoSize + 2 * ring,
            borderRadius: '50%',
            backgroundColor: card.accentColor,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <img
            src={photo}
            width={photoSize}
            height={photoSize}
            style={{ borderRadius: '50%', border: `6px solid ${paper}` }}
          />
        </div>
      </div>
      <div style={{ display: 'flex', height: 14, backgroundColor: card.accentColor }} />
    </div>
  );
}

export { photoSize as socialCardPhotoSize };
