import { CONSULTANT_COLUMNS } from '@back-office/domain';
import { describe, expect, it } from 'vitest';
import { CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';
import { parseCsv, previewCsv, templateCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', 'z'],
    ]);
  });

  it('ignores a byte order mark and a final newline', () => {
    expect(parseCsv('\uFEFFa,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('previewCsv', () => {
  it('numbers data rows like the spreadsheet (header is row 1) and skips blank rows', () => {
    const preview = previewCsv('first_name,last_name\nThandi,Nkosi\n,\nJohan,Botha\n', 1);
    expect(preview.headers).toEqual(['first_name', 'last_name']);
    expect(preview.rows).toEqual([{ row: 2, cells: ['Thandi', 'Nkosi'] }]);
    expect(preview.totalRows).toBe(2);
  });
});

describe('templateCsv', () => {
  it('holds the header and one example row the server refuses (consultant number EXAMPLE)', async () => {
    const [header, example, ...rest] = parseCsv(await templateCsv().text());
    expect(header).toEqual([...CONSULTANT_COLUMNS]);
    expect(rest).toEqual([]);
    const row = Object.fromEntries(CONSULTANT_COLUMNS.map((column, i) => [column, example?.[i]]));
    expect(row.consultant_number).toBe('EXAMPLE');
    // The example shows allowed values, so copying its style gives a valid row.
    expect(PROVINCES).toContain(row.province);
    expect(CONSULTANT_STATUSES).toContain(row.status);
    expect(row.id_number).toMatch(/^\d{13}$/);
    expect(row.joined_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
