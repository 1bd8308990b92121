import { describe, expect, it } from 'vitest';
import {
  farRowXlsx,
  longFieldCsv,
  longTextXlsx,
  sharedStringsXlsx,
  tallCsv,
  wideCsv,
  xfdColumnsXlsx,
  zipBombXlsx,
} from '../../../test/helpers/hostile-spreadsheets.ts';
import { refusal } from '../../../test/helpers/refusal.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { assertLooksReadable, readSpreadsheet } from './read.ts';

describe('readSpreadsheet refuses hostile files with 413 naming the limit', () => {
  it('a row numbered 1,000,000,000 (no padding up to it)', async () => {
    expect(await refusal(() => readSpreadsheet(farRowXlsx(), 'far.xlsx'))).toEqual({
      status: 413,
      detail: 'The spreadsheet is too large: more than 100000 rows (row 1000000000)',
    });
    // The last row that fits is read, padded.
    const book = await readSpreadsheet(farRowXlsx(SPREADSHEET_LIMITS.rows), 'fits.xlsx');
    expect(book.sheets[0]?.rows).toHaveLength(SPREADSHEET_LIMITS.rows);
  });
  it('a cell in column XFD', async () => {
    expect(await refusal(() => readSpreadsheet(xfdColumnsXlsx(), 'xfd.xlsx'))).toEqual({
      status: 413,
      detail: 'The spreadsheet is too large: row 1 has a cell beyond column GR (200 columns)',
    });
  });
  it('a shared strings table past the limit', async () => {
    const { detail } = await refusal(() => readSpreadsheet(sharedStringsXlsx(), 's.xlsx'));
    expect(detail).toBe('The spreadsheet is too large: more than 500000 shared strings');
  });
  it('a zip bomb, counted while it unpacks, also when the upload is first checked', async () => {
    const bomb = await zipBombXlsx(80);
    expect(bomb.byteLength).toBeLessThan(400_000);
    const expected = {
      status: 413,
      detail: 'The spreadsheet is too large: xl/worksheets/sheet1.xml unpacks to more than 64 MB',
    };
    expect(await refusal(() => readSpreadsheet(bomb, 'bomb.xlsx'))).toEqual(expected);
    expect(await refusal(() => assertLooksReadable('xlsx', bomb))).toEqual(expected);
  });
  it('a text longer than a cell may hold, before the XML parser builds it', async () => {
    const expected = {
      status: 413,
      detail:
        'The spreadsheet is too large: xl/worksheets/sheet1.xml holds a text longer than 32767 characters',
    };
    expect(await refusal(() => readSpreadsheet(longTextXlsx(), 'long.xlsx'))).toEqual(expected);
    // A cell at the limit is read.
    const book = await readSpreadsheet(longTextXlsx(32_767), 'fits.xlsx');
    expect(String(book.sheets[0]?.rows[0]?.[0])).toHaveLength(32_767);
  });
  it('cells and the time budget, with smaller limits', async () => {
    const limits = { ...SPREADSHEET_LIMITS, cells: 1_000 };
    const { detail } = await refusal(() =>
      readSpreadsheet(xfdColumnsXlsx(600), 'x.xlsx', { limits: { ...limits, columns: 16_384 } }),
    );
    expect(detail).toBe('The spreadsheet is too large: more than 1000 cells');
    const spent = { ...SPREADSHEET_LIMITS, milliseconds: -1 };
    expect(
      (await refusal(() => readSpreadsheet(farRowXlsx(5), 'x.xlsx', { limits: spent }))).detail,
    ).toBe('The spreadsheet is too large: reading took longer than -0.001 s');
  });
  it('CSV rows, fields per line and characters per field', async () => {
    expect((await refusal(() => readSpreadsheet(tallCsv(), 't.csv'))).detail).toBe(
      'The spreadsheet is too large: more than 100000 rows',
    );
    expect((await refusal(() => readSpreadsheet(wideCsv(), 'w.csv'))).detail).toBe(
      'The spreadsheet is too large: line 1 has more than 200 fields',
    );
    expect((await refusal(() => readSpreadsheet(longFieldCsv(), 'l.csv'))).detail).toBe(
      'The spreadsheet is too large: a field in line 2 holds more than 32767 characters',
    );
  });
});
