import { MAX_SPREADSHEET_BYTES } from '@back-office/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { parseCsv } from './csv.ts';
import { assertFileSize, detectKind, readSpreadsheet } from './read.ts';

async function xlsxBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function statusOf(work: () => unknown): Promise<number | undefined> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return undefined;
}

describe('detectKind', () => {
  it('accepts .xlsx and .csv by extension in any case', () => {
    expect(detectKind('Catalogue.XLSX', 'application/octet-stream')).toBe('xlsx');
    expect(detectKind('consultants.csv', 'application/vnd.ms-excel')).toBe('csv');
  });
  it('falls back to the content type when the name has no extension', () => {
    expect(detectKind('upload', 'text/csv; charset=utf-8')).toBe('csv');
    expect(
      detectKind('blob', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe('xlsx');
  });
  it('rejects other files with 415', () => {
    for (const [name, type] of [
      ['old.xls', 'application/vnd.ms-excel'],
      ['form.pdf', 'application/pdf'],
      ['blob', 'application/octet-stream'],
    ]) {
      try {
        detectKind(name ?? '', type);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(415);
        expect((error as HttpError).detail).toBe('Only .xlsx and .csv files are accepted');
      }
    }
  });
});

describe('assertFileSize', () => {
  it('allows 20 MB and rejects more with 413', async () => {
    expect(() => assertFileSize(MAX_SPREADSHEET_BYTES)).not.toThrow();
    expect(await statusOf(() => assertFileSize(MAX_SPREADSHEET_BYTES + 1))).toBe(413);
    expect(MAX_SPREADSHEET_BYTES).toBe(20 * 1024 * 1024);
  });
});

describe('parseCsv', () => {
  it('follows RFC 4180 quoting and line endings', () => {
    const text =
      'code,description,price\r\n"AV-1","Shea, Cocoa ""Rich"" Butter",89.90\n\nB2,"two\r\nlines",\r\n';
    expect(parseCsv(text)).toEqual([
      ['code', 'description', 'price'],
      ['AV-1', 'Shea, Cocoa "Rich" Butter', '89.90'],
      [],
      ['B2', 'two\r\nlines', null],
    ]);
  });
  it('keeps a quoted empty field as empty text and handles a missing final newline', () => {
    expect(parseCsv('a,"",c')).toEqual([['a', '', 'c']]);
  });
  it('throws 400 on an unclosed quote', async () => {
    expect(await statusOf(() => parseCsv('a,"open\n'))).toBe(400);
  });
});

/** Two sheets with rich text, a formula, a date, a hyperlink, a boolean and gaps. */
function catalogue(wb: ExcelJS.Workbook) {
  wb.addWorksheet('Products').addRows([
    ['Code', 'Description', 'Price', 'Launched'],
    [
      'SK-001',
      { richText: [{ text: 'Rooibos ' }, { text: 'Day Cream', font: { bold: true } }] },
      { formula: 'B1*2', result: 129.9 },
      new Date(Date.UTC(2026, 2, 2)),
    ],
  ]);
  const notes = wb.addWorksheet('Notes');
  notes.getCell('B3').value = { text: 'Site', hyperlink: 'https://example.co.za' };
  notes.getCell('A4').value = true;
}

/**
 * The same xlsx with its zip entries stored in another (valid) order: shared strings and
 * styles first, then the worksheets, `xl/workbook.xml` last.
 */
async function workbookLast(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const rank = (name: string) =>
    name === 'xl/workbook.xml' ? 2 : name.startsWith('xl/worksheets/') ? 1 : 0;
  const files = Object.values(zip.files)
    .filter((file) => !file.dir)
    .sort((a, b) => rank(a.name) - rank(b.name));
  const out = new JSZip();
  for (const file of files) out.file(file.name, await file.async('uint8array'));
  return out.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('readSpreadsheet', () => {
  it('reads every sheet of an xlsx in tab order with normalised values', async () => {
    const bytes = await xlsxBytes(catalogue);
    const book = await readSpreadsheet(bytes, 'catalogue.xlsx');
    expect(book.kind).toBe('xlsx');
    expect(book.sheetNames).toEqual(['Products', 'Notes']);
    expect(book.sheets[0]?.rows).toEqual([
      ['Code', 'Description', 'Price', 'Launched'],
      ['SK-001', 'Rooibos Day Cream', 129.9, '2026-03-02'],
    ]);
    // Rows keep their spreadsheet numbers: rows[2] is row 3.
    expect(book.sheets[1]?.rows).toEqual([[], [], [null, 'Site'], [true]]);
  });

  it('reads an xlsx whose zip stores workbook.xml after the worksheets the same way', async () => {
    const bytes = await xlsxBytes(catalogue);
    const reordered = await workbookLast(bytes);
    expect(reordered).not.toEqual(bytes);
    expect(await readSpreadsheet(reordered, 'catalogue.xlsx')).toEqual(
      await readSpreadsheet(bytes, 'catalogue.xlsx'),
    );
  });

  it('reads a CSV File as one sheet named after the file', async () => {
    const file = new File(['\uFEFFCode,Price\nHC-7,"1,299.00"\n'], 'Home Care.csv', {
      type: 'text/csv',
    });
    const book = await readSpreadsheet(file, file.name);
    expect(book).toEqual({
      kind: 'csv',
      sheetNames: ['Home Care'],
      sheets: [
        {
          name: 'Home Care',
          rows: [
            ['Code', 'Price'],
            ['HC-7', '1,299.00'],
          ],
        },
      ],
    });
  });

  it('decodes Windows-1252 CSV exports', async () => {
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]); // "Café\n"
    const book = await readSpreadsheet(bytes, 'x.csv');
    expect(book.sheets[0]?.rows).toEqual([['Café']]);
  });

  it('answers 400 for corrupt or disguised files', async () => {
    const good = await xlsxBytes((wb) => {
      wb.addWorksheet('S').addRow(['a']);
    });
    expect(await statusOf(() => readSpreadsheet(good.slice(0, 200), 'cut.xlsx'))).toBe(400);
    expect(await statusOf(() => readSpreadsheet(new Uint8Array([1, 2, 3, 4, 5]), 'x.xlsx'))).toBe(
      400,
    );
    expect(await statusOf(() => readSpreadsheet(good, 'zip-named.csv'))).toBe(400);
  });

  it('answers 415 for other types and 413 for files over 20 MB', async () => {
    expect(await statusOf(() => readSpreadsheet(new Uint8Array([1]), 'x.pdf'))).toBe(415);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    expect(await statusOf(() => readSpreadsheet(big, 'big.csv'))).toBe(413);
  });

  it('reports progress while reading a large xlsx', async () => {
    const bytes = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet('Big');
      for (let i = 0; i < 2500; i++) ws.addRow([`P${i}`, i]);
    });
    const seen: number[] = [];
    const book = await readSpreadsheet(bytes, 'big.xlsx', { onProgress: (n) => void seen.push(n) });
    expect(book.sheets[0]?.rows).toHaveLength(2500);
    expect(seen).toEqual([1000, 2000, 2500]);

    seen.length = 0;
    const reordered = await readSpreadsheet(await workbookLast(bytes), 'big.xlsx', {
      onProgress: (n) => void seen.push(n),
    });
    expect(reordered.sheets[0]?.rows).toEqual(book.sheets[0]?.rows);
    expect(seen).toEqual([1000, 2000, 2500]);
  });
});
