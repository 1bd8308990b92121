import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { contentDisposition, fileResponse } from '../src/lib/http/file-response.ts';
import { safeCell, writeCsv } from '../src/lib/spreadsheet/write.ts';
import { writeXlsx } from '../src/lib/spreadsheet/write-xlsx.ts';

const columns = [
  { header: 'Name', key: 'name', width: 20 },
  { header: 'Amount', key: 'amount', numFmt: '#,##0.00' },
];
const rows = [
  { name: '=1+2', amount: 12.5 },
  { name: '+27 82 555 0101', amount: -3 },
  { name: '-SUM(A1)', amount: 0 },
  { name: '@cmd', amount: 1 },
  { name: '\tTab', amount: 2 },
  { name: '\rCR', amount: 3 },
  { name: 'Thandi, "TK" Nkosi', amount: null },
];

describe('spreadsheet writer', () => {
  it('prefixes dangerous text and leaves numbers alone', () => {
    expect(safeCell('=A1')).toBe("'=A1");
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(null)).toBeNull();
  });

  it('writes text as typed string cells: never a formula, no apostrophe', async () => {
    const bytes = await writeXlsx({ sheets: [{ name: 'Lines: 1/2', columns, rows }] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.name).toBe('Lines  1 2');
    expect(ws?.getRow(1).values).toEqual([undefined, 'Name', 'Amount']);
    expect(ws?.getCell('A2').value).toBe('=1+2');
    expect(ws?.getCell('A2').formula).toBeUndefined();
    expect(ws?.getCell('B2').value).toBe(12.5);
    expect(ws?.getCell('B2').numFmt).toBe('#,##0.00');
    expect(ws?.getCell('A3').value).toBe('+27 82 555 0101');
    expect(ws?.getCell('B3').value).toBe(-3);
    expect(ws?.getCell('A4').value).toBe('-SUM(A1)');
    expect(ws?.getCell('A5').value).toBe('@cmd');
    expect(ws?.rowCount).toBe(8);
    // What Excel reads: every text cell is a shared string, and the sheet holds no formula.
    const zip = await JSZip.loadAsync(bytes);
    const sheetXml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).toMatch(/<c r="A2"[^>]*t="s"/);
    expect(sheetXml).toMatch(/<c r="A3"[^>]*t="s"/);
  });

  it('writes several sheets with unique names', async () => {
    const bytes = await writeXlsx({
      sheets: [
        { name: 'Data', columns, rows: [] },
        { name: 'data', columns, rows: [] },
      ],
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Data', 'data 2']);
  });

  it('writes formula-safe, quoted CSV', () => {
    const csv = writeCsv(columns, rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Amount');
    expect(lines[1]).toBe("'=1+2,12.5");
    expect(lines[2]).toBe("'+27 82 555 0101,-3");
    expect(lines[3]).toBe("'-SUM(A1),0");
    expect(lines[4]).toBe("'@cmd,1");
    expect(csv).toContain('"Thandi, ""TK"" Nkosi",\r\n');
    expect(csv).toContain(`"'\rCR",3`);
  });
});

describe('file response', () => {
  it('sets type, length and an RFC 6266 disposition', async () => {
    const res = fileResponse('a,b\r\n', 'text/csv; charset=utf-8', 'Bestelling é.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-length')).toBe('5');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Bestelling e.csv"; filename*=UTF-8''Bestelling%20%C3%A9.csv`,
    );
    expect(await res.text()).toBe('a,b\r\n');
    expect(contentDisposition('a"b\r\n.pdf')).toContain('filename="a_b__.pdf"');
  });
});
