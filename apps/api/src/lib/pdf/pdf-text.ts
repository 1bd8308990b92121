import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from 'pdf-lib';

// Node decodes `windows-1252` as Latin-1, so map WinAnsi's 0x80-0x9F block by hand.
const WIN_ANSI_80_9F = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
].map((ch) => ch || undefined);

/**
 * The text lines drawn on each page of a PDF written by pdf-lib with standard fonts
 * (each `drawText` call is one string). For tests: parse a generated PDF back and assert.
 *
 * @example
 * const pages = await pdfText(bytes);
 * expect(pages).toHaveLength(2);
 * expect(pages[0]).toContain('Consultant order #12');
 */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFStream[] = [];
    if (contents instanceof PDFArray) {
      for (let i = 0; i < contents.size(); i++) {
        const s = contents.lookup(i);
        if (s instanceof PDFRawStream) streams.push(s);
      }
    } else if (contents) streams.push(contents);
    const lines: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const m of raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = m[1] ?? '';
        let line = '';
        for (let i = 0; i < hex.length; i += 2) {
          const byte = Number.parseInt(hex.slice(i, i + 2), 16);
          line += WIN_ANSI_80_9F[byte - 0x80] ?? String.fromCharCode(byte);
        }
        lines.push(line);
      }
    }
    return lines;
  });
}
