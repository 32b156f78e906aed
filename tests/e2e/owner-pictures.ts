/**
 * The pictures an owner adds to the edited content (owner-content.ts): a photo straight off a phone
 * as the portrait, and a screenshot among a case study's pictures. photo-budget.spec.ts and
 * project-screenshot.spec.ts check what the build makes of them.
 */
import sharp from 'sharp';

/** Where they go in the content folder. */
export const ownerPictures = {
  photo: 'images/portrait.jpg',
  screenshot: 'images/projects/dashboard.png',
} as const;

/** The screenshot's size and the words the owner gives it. */
export const screenshot = { width: 1600, height: 1000, alt: 'The dashboard: positions, P&L and open orders' };

/** A 4000×3000 JPEG with the fine detail of a real photo (and so its weight: about a megabyte). */
export async function phonePhoto(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  return sharp(texture).resize(4000, 3000).sharpen({ sigma: 2 }).jpeg({ quality: 92 }).toBuffer();
}

/** A screenshot-like PNG: a bar, a sidebar and panels of flat colour, with fine lines of "text". */
export async function dashboardPng(): Promise<Buffer> {
  const { width, height } = screenshot;
  const rows = Array.from(
    { length: 24 },
    (_, row) =>
      `<rect x="360" y="${140 + row * 34}" width="${600 + (row % 5) * 90}" height="10" fill="#9aa4b2"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f5f7fa"/><rect width="100%" height="80" fill="#1f2937"/>` +
    `<rect y="80" width="300" height="${height - 80}" fill="#e5e9f0"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
