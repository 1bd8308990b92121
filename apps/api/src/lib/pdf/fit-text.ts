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

/** One line of a wrapped cell and its width in points. */
export interface FittedLine {
  text: string;
  width: number;
}

/**
 * Cleans `s` and breaks it into lines of at most `width` points: at spaces where it can, inside a
 * word that is longer than a line (a long email or number is split, never cut). Past `maxLines`
 * the last line is shortened with `...`.
 */
export function wrapText(
  s: string,
  width: number,
  font: PDFFont,
  size: number,
  encodable: ReadonlySet<number>,
  maxLines: number,
): FittedLine[] {
  const clean = cleanText(s, encodable);
  const measure = (t: string) => font.widthOfTextAtSize(t, size);
  const full = measure(clean);
  if (full <= width) return [{ text: clean, width: full }];
  const lines: string[] = [];
  let current = '';
  for (const word of clean.split(' ')) {
    if (lines.length > maxLines) break;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // A word wider than a line is split where it no longer fits.
    let rest = word;
    while (measure(rest) > width && rest.length > 1 && lines.length <= maxLines) {
      const cut = longestFit(rest, width, measure);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, Math.max(1, maxLines));
  if (lines.length > kept.length) {
    let last = kept.pop() ?? '';
    while (last.length > 0 && measure(`${last}...`) > width) last = last.slice(0, -1);
    kept.push(`${last}...`);
  }
  return kept.map((text) => ({ text, width: measure(text) }));
}

/** The length of the longest start of `s` (at least one character) that fits `width`. */
function longestFit(s: string, width: number, measure: (t: string) => number): number {
  let low = 1;
  let high = s.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(s.slice(0, mid)) <= width) low = mid;
    else high = mid - 1;
  }
  return low;
}
