/** A social card as link previews fetch it: a JPEG of exactly 1200×630, well under 300 KB. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPhoto, renderSocialCard } from '#outputs/social-cards/render.ts';
import type { SocialCardContent } from '#outputs/social-cards/content.ts';

const card: SocialCardContent = {
  path: '/social/experience.jpg',
  width: 1200,
  height: 630,
  headline: 'Experience & Career History → Łódź',
  byline: 'Jane Doe',
  title: 'Principal Engineer',
  siteName: 'jane.example.com',
  accentColor: '#0f766e',
  language: 'en-US',
};

describe('social cards', { timeout: 30_000 }, () => {
  it('is a 1200×630 JPEG under 300 KB even with a detailed phone photo', async () => {
    // Noise is the worst case for JPEG: a real photo compresses better.
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    const bytes = await renderSocialCard(card, await cardPhoto(photo));
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(bytes.length).toBeLessThan(300 * 1024);
  });

  it('draws the accent colour in its band along the bottom edge', async () => {
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const bytes = await renderSocialCard(card, await cardPhoto(photo));
    const { data } = await sharp(bytes).extract({ left: 600, top: 622, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    const [red, green, blue] = [...data];
    // #0f766e, within JPEG's rounding.
    expect(Math.abs(red! - 0x0f) + Math.abs(green! - 0x76) + Math.abs(blue! - 0x6e)).toBeLessThan(30);
  });

  it('lays out a very long title without failing', async () => {
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const long = {
      ...card,
      headline: 'A title far longer than any card can hold in three lines '.repeat(4),
    };
    expect((await sharp(await renderSocialCard(long, await cardPhoto(photo))).metadata()).height).toBe(630);
  });
});
