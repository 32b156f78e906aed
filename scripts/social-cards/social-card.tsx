/** @jsxRuntime automatic @jsxImportSource react */
// The build runs this file under tsx, which takes compiler options only from a tsconfig.json that
// lists the file; the root one only references the two programs, so JSX is set up here.
/**
 * A page's social card as satori reads it (React elements styled with the flexbox subset satori
 * supports): the page's title, the owner's name and title, the portrait in a ring of the accent
 * colour, and the site's address. Text only from content.
 */
import type { SocialCardContent } from '../../src/lib/social-card.ts';

const ink = '#0f172a';
const muted = '#475569';
const photoSize = 340;
const ring = 10;

/** Long titles get smaller type, so three lines always fit. */
function titleSize(title: string): number {
  if (title.length <= 40) return 64;
  if (title.length <= 70) return 54;
  return 44;
}

export function SocialCard({ card, photo }: { card: SocialCardContent; photo: string }) {
  return (
    <div
      style={{
        width: card.width,
        height: card.height,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: '#ffffff',
        color: ink,
      }}
    >
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', padding: '56px 64px 40px 72px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, height: '100%', paddingRight: 48 }}>
          <div style={{ display: 'flex', fontSize: 26, color: muted, fontWeight: 600 }}>{card.siteName}</div>
          <div
            style={{
              display: 'block',
              marginTop: 28,
              fontSize: titleSize(card.pageTitle),
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: -1,
              lineClamp: 3,
            }}
          >
            {card.pageTitle}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto' }}>
            <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>{card.name}</div>
            <div style={{ display: 'flex', marginTop: 6, fontSize: 26, color: muted }}>{card.title}</div>
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
          <img src={photo} width={photoSize} height={photoSize} style={{ borderRadius: '50%' }} />
        </div>
      </div>
      <div style={{ display: 'flex', height: 16, backgroundColor: card.accentColor }} />
    </div>
  );
}

export { photoSize as socialCardPhotoSize };
