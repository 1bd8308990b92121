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
  let t = cleanText(s, encodable);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 0 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}
