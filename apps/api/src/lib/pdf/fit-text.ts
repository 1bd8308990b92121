import type { PDFFont } from 'pdf-lib';

/** Replaces characters the font cannot encode (and control characters) with `?`. */
export function cleanText(s: string, encodable: ReadonlySet<number>): string {
  let out = '';
  for (const ch of s.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += code >= 32 && encodable.has(code) ? ch : '?';
  }
  return out;
}

/** Cleans `s` and shortens it with `...` until it fits `width` points. */
export function fitText(
  s: string,
  width: number,
  font: PDFFont,
  size: number,
  encodable: ReadonlySet<number>,
): string {
  return fitTextWidth(s, width, font, size, encodable).text;
}

/** {@link fitText} that also returns the width (points) of the text it returns, measured once. */
export function fitTextWidth(
  s: string,
  width: number,
  font: PDFFont,
  size: number,
  encodable: ReadonlySet<number>,
): { text: string; width: number } {
  let t = cleanText(s, encodable);
  const full = font.widthOfTextAtSize(t, size);
  if (full <= width) return { text: t, width: full };
  let w = font.widthOfTextAtSize(`${t}...`, size);
  while (t.length > 0 && w > width) {
    t = t.slice(0, -1);
    w = font.widthOfTextAtSize(`${t}...`, size);
  }
  return { text: `${t}...`, width: w };
}
