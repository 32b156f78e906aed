/**
 * An image imported through vite-imagetools with `as=picture` (see scripts/site-content/images/portrait.ts):
 * the shape of `Picture` in picture.ts.
 */
declare module '*&as=picture' {
  const picture: { sources: Record<string, string>; img: { src: string; w: number; h: number } };
  export default picture;
}
