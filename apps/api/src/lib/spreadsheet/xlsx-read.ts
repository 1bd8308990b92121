import { StringDecoder } from 'node:string_decoder';
import { badRequest } from '../../http/errors.ts';
import { type CellText, isoDate } from './cell-value.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded, type ReadBudget } from './limits.ts';
import { SheetGuard } from './sheet-guard.ts';
import { unpackEntry } from './unpack-entry.ts';
import { assertDeclaredSizes } from './xlsx-directory.ts';
import { attribute, decodeXml, findTag, textOfRuns } from './xml-scan.ts';
import { type ZipEntry, zipEntries } from './zip-directory.ts';

/** One worksheet: `rows[i]` is spreadsheet row `i + 1`, `rows[i][j]` column `j + 1` (A = 0). */
export interface SheetData {
  name: string;
  rows: CellText[][];
}

/**
 * Reads the worksheets of an .xlsx, in tab order, within the limits (decision 057): each part
 * the reader uses is inflated once, as a stream (`unpackEntry`: sizes, long texts, time), and
 * scanned as it comes (shared strings into an array, each sheet's complete `<row>`s into rows of
 * cells) without building an XML tree or an object per node. Values as exceljs' reader gave
 * them before: shared and inline strings (rich text joined), numbers, booleans, error texts,
 * formulas as their cached result, numbers in a date format as ISO dates (`YYYY-MM-DD`).
 * `onRows` hears the rows read so far, every `every` rows. 400 unreadable for a file that is
 * not an .xlsx, 413 naming the limit it broke.
 */
export async function readXlsxSheets(
  bytes: Uint8Array,
  budget: ReadBudget,
  progress: { every: number; onRows?: ((rowsRead: number) => void) | undefined },
): Promise<SheetData[]> {
  const { limits } = budget;
  const listed = zipEntries(bytes, limits.entries);
  // A part declared past a limit is refused before anything is unpacked.
  assertDeclaredSizes(listed, limits, { ratio: false });
  const entries = new Map(listed.map((e) => [e.name, e]));
  let total = 0;
  /** Inflates `entry` (checked against the limits and its declared size) into `sink`. */
  const unpack = async (entry: ZipEntry, sink: (text: string, end: boolean) => void) => {
    const decoder = new StringDecoder('utf8');
    let seen = 0;
    const size = await unpackEntry(bytes, entry, limits.entryBytes, budget, (chunk) => {
      seen += chunk.byteLength;
      if (seen > entry.size) {
        throw limitExceeded(
          `${entry.name} unpacks to more than the size its zip directory declares`,
        );
      }
      sink(decoder.write(chunk), false);
    });
    sink(decoder.end(), true);
    total += size;
    if (total > limits.totalBytes) {
      throw limitExceeded(`it unpacks to more than ${limits.totalBytes / 1024 / 1024} MB`);
    }
  };
  const whole = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    let text = '';
    await unpack(entry, (part) => {
      text += part;
    });
    return text;
  };

  const relsXml = await whole('xl/_rels/workbook.xml.rels');
  const workbookXml = await whole('xl/workbook.xml');
  const sheets = sheetParts(workbookXml ?? '', relsXml ?? '', entries);
  if (sheets.length > limits.sheets) throw limitExceeded(`more than ${limits.sheets} worksheets`);
  const date1904 = /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbookXml ?? '');

  const strings: string[] = [];
  const sharedStrings = entries.get('xl/sharedStrings.xml');
  if (sharedStrings) {
    await unpack(
      sharedStrings,
      elements('si', (xml, from, to) => {
        strings.push(textOfRuns(xml, from, to));
        if (strings.length > limits.sharedStrings) {
          throw limitExceeded(`more than ${limits.sharedStrings} shared strings`);
        }
      }),
    );
  }
  const dates = dateStyles((await whole('xl/styles.xml')) ?? '');

  const guard = new SheetGuard(budget);
  const read: SheetData[] = [];
  let rowsRead = 0;
  for (const { name, entry } of sheets) {
    const data: SheetData = { name, rows: [] };
    let last = 0;
    const cell = cellReader(strings, dates, date1904);
    await unpack(
      entry,
      elements('row', (xml, from, to, tagEnd) => {
        const number = Number(attribute(xml, from, tagEnd, 'r') ?? last + 1);
        last = number;
        // The row's inside as a string of its own: no search runs past it.
        const inside = tagEnd < to ? xml.slice(tagEnd + 1, to) : '';
        guard.addRow(data.rows, number, rowCells(inside, 0, inside.length, number, guard, cell));
        if (++rowsRead % progress.every === 0) progress.onRows?.(rowsRead);
      }),
    );
    read.push(data);
  }
  if (read.length === 0) throw badRequest(UNREADABLE);
  progress.onRows?.(rowsRead);
  return read;
}

/** The worksheets in tab order (workbook.xml and its relationships), present in the zip. */
function sheetParts(
  workbookXml: string,
  relsXml: string,
  entries: Map<string, ZipEntry>,
): { name: string; entry: ZipEntry }[] {
  const targets = new Map<string, string>();
  for (const [rel] of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(rel, 0, rel.length, 'Id');
    const target = attribute(rel, 0, rel.length, 'Target');
    const type = attribute(rel, 0, rel.length, 'Type') ?? '';
    // Chart sheets and dialog sheets hold no cells.
    if (id === undefined || target === undefined || !type.endsWith('/worksheet')) continue;
    const path = decodeXml(target);
    targets.set(id, path.startsWith('/') ? path.slice(1) : `xl/${path}`);
  }
  const sheets: { name: string; entry: ZipEntry }[] = [];
  for (const [tag] of workbookXml.matchAll(/<sheet\b[^>]*>/g)) {
    const name = attribute(tag, 0, tag.length, 'name');
    const id = /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(tag)?.[1];
    const entry = entries.get(targets.get(id ?? '') ?? '');
    if (name !== undefined && entry) sheets.push({ name: decodeXml(name), entry });
  }
  if (sheets.length > 0) return sheets;
  // No usable workbook.xml: the worksheets by their numbers, named as Excel would.
  return [...entries.values()]
    .map((entry) => ({ entry, n: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.name)?.[1] }))
    .filter((s): s is { entry: ZipEntry; n: string } => s.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map(({ entry, n }) => ({ name: `Sheet${n}`, entry }));
}

/**
 * A text sink that hands each complete `<name …>…</name>` (or `<name …/>`) element to
 * `onElement` with where its inside starts and ends and where its start tag ends, keeping an
 * unfinished element for the next piece; the last piece (`end`) flushes.
 */
function elements(
  name: string,
  onElement: (xml: string, from: number, to: number, tagEnd: number) => void,
): (text: string, end: boolean) => void {
  const close = `</${name}>`;
  // The unfinished element's pieces, joined only once it is complete (one row can be 60 MB:
  // joining and searching it again at every 16 KB piece would be quadratic).
  let pieces: string[] = [];
  return (text, flush) => {
    const before = pieces.at(-1)?.slice(1 - close.length) ?? '';
    if (!flush && !(before + text).includes(close)) {
      pieces.push(text);
      return;
    }
    pieces.push(text);
    const xml = pieces.length === 1 ? text : pieces.join('');
    pieces = [];
    let cut = flush ? xml.length : xml.lastIndexOf(close);
    if (!flush) cut += close.length;
    for (let at = findTag(xml, name, 0, cut); at >= 0; ) {
      const tagEnd = xml.indexOf('>', at);
      if (tagEnd < 0 || tagEnd >= cut) break;
      if (xml.charCodeAt(tagEnd - 1) === 47) {
        onElement(xml, at + name.length + 1, tagEnd, tagEnd);
        at = findTag(xml, name, tagEnd, cut);
        continue;
      }
      const end = xml.indexOf(close, tagEnd);
      if (end < 0 || end >= cut) break;
      onElement(xml, at + name.length + 1, end, tagEnd);
      at = findTag(xml, name, end, cut);
    }
    if (!flush) pieces.push(xml.slice(cut));
  };
}

/** A cell's value, or `undefined` for a cell without one (only a style). */
type CellValue = (inside: string, type: string, style: number) => CellText | undefined;

/** The cells of one row (its inside is `xml` from `from` to `to`), `cells[0]` column A. */
function rowCells(
  xml: string,
  from: number,
  to: number,
  row: number,
  guard: SheetGuard,
  value: CellValue,
): CellText[] {
  const cells: CellText[] = [];
  let column = 0;
  for (let at = findTag(xml, 'c', from, to); at >= 0; ) {
    const tagEnd = xml.indexOf('>', at);
    if (tagEnd < 0 || tagEnd >= to) throw badRequest(UNREADABLE);
    // The start tag and the inside as strings of their own: every search stays inside the cell.
    const tag = xml.slice(at + 2, tagEnd);
    const ref = attribute(tag, 0, tag.length, 'r');
    column = ref === undefined ? column + 1 : columnOf(ref);
    if (xml.charCodeAt(tagEnd - 1) === 47) {
      at = findTag(xml, 'c', tagEnd, to);
      continue;
    }
    const end = xml.indexOf('</c>', tagEnd);
    if (end < 0 || end > to) throw badRequest(UNREADABLE);
    const type = attribute(tag, 0, tag.length, 't') ?? 'n';
    const style = Number(attribute(tag, 0, tag.length, 's') ?? 0);
    const cell = value(xml.slice(tagEnd + 1, end), type, style);
    if (cell !== undefined) {
      guard.column(row, column);
      while (cells.length < column - 1) cells.push(null);
      cells[column - 1] = cell;
    }
    at = findTag(xml, 'c', end, to);
  }
  return cells;
}

/** `B12` → 2; 400 unreadable for a reference without a column. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  if (column === 0) throw badRequest(UNREADABLE);
  return column;
}

/** The text of the child `<name>…</name>` in `xml`, or `undefined` without one. */
function childText(xml: string, name: string): string | undefined {
  const at = findTag(xml, name, 0, xml.length);
  if (at < 0) return undefined;
  const tagEnd = xml.indexOf('>', at);
  if (tagEnd < 0) throw badRequest(UNREADABLE);
  if (xml.charCodeAt(tagEnd - 1) === 47) return '';
  const end = xml.indexOf(`</${name}>`, tagEnd);
  if (end < 0) throw badRequest(UNREADABLE);
  return xml.slice(tagEnd + 1, end);
}

/**
 * A cell's value from its inside: `undefined` for a cell without a value (only a style), else
 * what exceljs' reader made of it after `normaliseCell` (decision 057 lists the differences).
 */
function cellReader(strings: string[], dates: boolean[], date1904: boolean): CellValue {
  const number = (v: string, style: number): CellText => {
    const n = Number.parseFloat(v);
    // Style 0 is the default one: never a date (as exceljs read it).
    return style > 0 && dates[style] ? isoDate(excelToDate(n, date1904)) : n;
  };
  return (xml, type, style) => {
    const v = childText(xml, 'v');
    const formula = findTag(xml, 'f', 0, xml.length) >= 0;
    if (v === undefined) {
      if (findTag(xml, 'is', 0, xml.length) >= 0) return textOfRuns(xml, 0, xml.length);
      return formula ? null : undefined;
    }
    switch (type) {
      case 's': {
        const text = formula ? decodeXml(v) : strings[Number.parseInt(v, 10)];
        return text === '' ? undefined : text;
      }
      case 'str':
      case 'inlineStr':
      case 'e':
        return decodeXml(v);
      case 'b':
        return Number.parseInt(v, 10) !== 0;
      case 'd':
        return isoDate(new Date(v));
      default:
        return number(v, style);
    }
  };
}

/** Excel's serial day number (1900 or 1904 system) → the moment it names, in UTC. */
function excelToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** Excel's built-in number formats that show dates or times (ids 14–22, 45–47). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether a number format code shows a date or time (exceljs' rule: y m d h s b outside quotes and brackets). */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** For each cell style (`s`), whether its number format is a date format. */
function dateStyles(stylesXml: string): boolean[] {
  const custom = new Map<number, string>();
  for (const [tag] of stylesXml.matchAll(/<numFmt\b[^>]*>/g)) {
    const id = attribute(tag, 0, tag.length, 'numFmtId');
    const code = attribute(tag, 0, tag.length, 'formatCode');
    if (id !== undefined && code !== undefined) custom.set(Number(id), decodeXml(code));
  }
  const start = stylesXml.indexOf('<cellXfs');
  const end = stylesXml.indexOf('</cellXfs>', start);
  if (start < 0 || end < 0) return [];
  return [...stylesXml.slice(start, end).matchAll(/<xf\b[^>]*>/g)].map(([tag]) => {
    const id = Number(attribute(tag, 0, tag.length, 'numFmtId') ?? 0);
    const code = custom.get(id);
    return code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code);
  });
}
