import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { writeZip, type ZipPart } from '../../src/lib/spreadsheet/zip-writer.ts';

/**
 * Small hostile spreadsheets, built when a test or benchmark runs (never committed): each is
 * a few KB on the wire and would cost the API gigabytes or minutes without the reader's limits.
 */

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_OPEN = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_CLOSE = '</sheetData></worksheet>';

const deflated = (name: string, text: string): ZipPart => {
  const raw = Buffer.from(text, 'utf8');
  return { name, method: 8, crc32: crc32(raw), data: deflateRawSync(raw), size: raw.byteLength };
};

/** An .xlsx of one sheet whose XML is `rows`, with optional shared strings. */
function workbook(sheetXml: ZipPart, sharedStrings?: ZipPart): Uint8Array<ArrayBuffer> {
  const parts = [
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', ROOT_RELS),
    deflated('xl/workbook.xml', WORKBOOK),
    deflated('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    ...(sharedStrings ? [sharedStrings] : []),
    sheetXml,
  ];
  return new Uint8Array(writeZip(parts));
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** One header row, then one row numbered `rowNumber` (1,000,000,000 by default). */
export function farRowXlsx(rowNumber = 1_000_000_000): Uint8Array<ArrayBuffer> {
  const xml = `${SHEET_OPEN}<row r="1">${inline('A1', 'Code')}</row><row r="${rowNumber}">${inline(`A${rowNumber}`, 'x')}</row>${SHEET_CLOSE}`;
  return workbook(deflated('xl/worksheets/sheet1.xml', xml));
}

/** `rows` rows that each have a cell in column A and one in column XFD (16,384). */
export function xfdColumnsXlsx(rows = 2_000): Uint8Array<ArrayBuffer> {
  let xml = SHEET_OPEN;
  for (let r = 1; r <= rows; r++)
    xml += `<row r="${r}">${inline(`A${r}`, 'a')}${inline(`XFD${r}`, 'z')}</row>`;
  return workbook(deflated('xl/worksheets/sheet1.xml', xml + SHEET_CLOSE));
}

/** A shared strings table of `count` one-letter strings and a one-cell sheet. */
export function sharedStringsXlsx(count = 600_000): Uint8Array<ArrayBuffer> {
  const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${'<si><t>a</t></si>'.repeat(count)}</sst>`;
  const sheet = `${SHEET_OPEN}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_CLOSE}`;
  return workbook(
    deflated('xl/worksheets/sheet1.xml', sheet),
    deflated('xl/sharedStrings.xml', strings),
  );
}

/** A sheet whose one cell holds `chars` characters (past the 32,767 a cell may hold). */
export function longTextXlsx(chars = 1_000_000): Uint8Array<ArrayBuffer> {
  const xml = `${SHEET_OPEN}<row r="1">${inline('A1', 'x'.repeat(chars))}</row>${SHEET_CLOSE}`;
  return workbook(deflated('xl/worksheets/sheet1.xml', xml));
}

/**
 * A zip bomb: a sheet whose XML unpacks to `megabytes` MB (the same small row over and over),
 * deflated as a stream so the unpacked XML is never held (1,024 MB packs to about 3 MB, like the issue's).
 */
export async function zipBombXlsx(megabytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const head = Buffer.from(`${SHEET_OPEN}`);
  const tail = Buffer.from(SHEET_CLOSE);
  const row = '<row r="1"><c r="A1"><v>1</v></c></row>';
  const block = Buffer.from(
    row.repeat(Math.floor((1024 * 1024) / row.length)).padEnd(1024 * 1024, ' '),
  );
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      crc = crc32(chunk, crc);
      if (deflate.write(chunk)) resolve();
      else deflate.once('drain', () => resolve());
    });
  await write(head);
  for (let i = 0; i < megabytes; i++) await write(block);
  await write(tail);
  deflate.end();
  await done;
  const size = head.byteLength + megabytes * block.byteLength + tail.byteLength;
  const sheet: ZipPart = {
    name: 'xl/worksheets/sheet1.xml',
    method: 8,
    crc32: crc,
    data: Buffer.concat(out),
    size,
  };
  return workbook(sheet);
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A CSV line of `columns` fields. */
export const wideCsv = (columns = 20_000) => bytesOf(`${'a,'.repeat(columns - 1)}a\n`);
/** A CSV of `rows` one-field lines. */
export const tallCsv = (rows = 150_000) => bytesOf('a\n'.repeat(rows));
/** A CSV whose one field holds `chars` characters. */
export const longFieldCsv = (chars = 40_000) => bytesOf(`code\n${'x'.repeat(chars)}\n`);

/** The hostile files the API must refuse with 413, by what they break. */
export async function hostileSpreadsheets(): Promise<{ name: string; file: File }[]> {
  const xlsx = (name: string, bytes: Uint8Array<ArrayBuffer>) => ({
    name,
    file: new File([bytes], `${name}.xlsx`),
  });
  const csv = (name: string, bytes: Uint8Array<ArrayBuffer>) => ({
    name,
    file: new File([bytes], `${name}.csv`),
  });
  return [
    xlsx('far-row', farRowXlsx()),
    xlsx('xfd-columns', xfdColumnsXlsx()),
    xlsx('shared-strings', sharedStringsXlsx()),
    xlsx('zip-bomb', await zipBombXlsx(80)),
    xlsx('long-text', longTextXlsx()),
    csv('wide', wideCsv()),
    csv('tall', tallCsv()),
    csv('long-field', longFieldCsv()),
  ];
}
