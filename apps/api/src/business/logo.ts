import { PDFDocument } from 'pdf-lib';
import type { ValidationIssue } from '../http/errors.ts';

/** The largest logo stored, in bytes: a letterhead logo, not a photograph. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** The largest side of a logo, in pixels (checked before any pixel is decoded). */
export const MAX_LOGO_SIDE = 4000;

export type LogoType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type of some bytes, read from their content (never a name or declared type). */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== 'IHDR') return null;
  return [view.getUint32(16), view.getUint32(20)];
}

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): [number, number] | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const height = ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0);
      const width = ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0);
      return [width, height];
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

const issue = (msg: string): ValidationIssue => ({
  loc: ['body', 'logo'],
  msg,
  type: 'value_error',
});

/**
 * A logo upload checked (decision 049): base64 of a PNG or JPEG (by content) of at most 256 KB
 * and 4000 px a side, that the PDF writer can embed. Answers the bytes and type, or the 422
 * issue on `logo`. SVG, GIF, WebP, HTML and anything renamed are refused: they never reach a
 * document.
 */
export async function checkLogo(
  base64: string,
): Promise<{ bytes: Uint8Array; type: LogoType } | { issue: ValidationIssue }> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    return { issue: issue('The logo is not valid base64') };
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length === 0) return { issue: issue('The logo is empty') };
  if (bytes.length > MAX_LOGO_BYTES) {
    return { issue: issue(`The logo must be at most ${MAX_LOGO_BYTES / 1024} KB`) };
  }
  const type = sniffLogoType(bytes);
  if (!type) return { issue: issue('The logo must be a PNG or JPEG image (SVG is not accepted)') };
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size[0] < 1 || size[1] < 1) {
    return { issue: issue('The logo image is damaged or incomplete') };
  }
  if (size[0] > MAX_LOGO_SIDE || size[1] > MAX_LOGO_SIDE) {
    return { issue: issue(`The logo must be at most ${MAX_LOGO_SIDE} pixels wide and high`) };
  }
  try {
    const doc = await PDFDocument.create();
    if (type === 'image/png') await doc.embedPng(bytes);
    else await doc.embedJpg(bytes);
  } catch {
    return { issue: issue('The logo image is damaged or incomplete') };
  }
  return { bytes, type };
}
