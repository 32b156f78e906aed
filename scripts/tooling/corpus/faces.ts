/**
 * The Chinese, Japanese and Korean faces the printed pages use: Noto Sans from Fontsource, whose
 * outlines are TrueType. The machine's own Noto CJK faces are CFF, which Chromium embeds as a Type 3
 * font per glyph block, several times larger; a page in these faces stays within the corpus's
 * 400 KB a file.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { projectDir } from '#lib/project-dir.ts';

const cjk: Record<string, { family: string; package: string }> = {
  ja: { family: 'Noto Sans JP', package: 'noto-sans-jp' },
  ko: { family: 'Noto Sans KR', package: 'noto-sans-kr' },
  zh: { family: 'Noto Sans SC', package: 'noto-sans-sc' },
};

/** The CJK face of `language`, its regular and bold `<link>`s; undefined for other languages. */
export function cjkFace(language: string): { family: string; links: string } | undefined {
  const face = cjk[language.split('-')[0]!];
  if (!face) return undefined;
  const css = (weight: number) =>
    pathToFileURL(join(projectDir, 'node_modules/@fontsource', face.package, `${weight}.css`)).href;
  return {
    family: `"${face.family}"`,
    links: [400, 700].map((weight) => `<link rel="stylesheet" href="${css(weight)}">`).join(''),
  };
}

/** `html` with the CJK face's links at the end of its head (unchanged for other languages). */
export function withCjkLinks(html: string, language: string): string {
  const face = cjkFace(language);
  return face ? html.replace('</head>', `${face.links}</head>`) : html;
}
