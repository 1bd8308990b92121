import { describe, expect, it } from 'vitest';
import { parseCsv, previewCsv } from './parse-csv.ts';

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
