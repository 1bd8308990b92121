import { describe, expect, it } from 'vitest';
import {
  kindOfMediaType,
  MAX_ROW_ERRORS,
  MAX_SPREADSHEET_BYTES,
  ORDER_IMPORT_MEDIA_TYPES,
  SPREADSHEET_MEDIA_TYPES,
} from './upload-limits.ts';

describe('upload limits and types', () => {
  it('accepts spreadsheets up to 20 MB and keeps the first 100 row errors', () => {
    expect(MAX_SPREADSHEET_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_ROW_ERRORS).toBe(100);
  });

  it('names a kind by its media type, parameters and case aside', () => {
    expect(kindOfMediaType(SPREADSHEET_MEDIA_TYPES, 'text/csv; charset=utf-8')).toBe('csv');
    expect(
      kindOfMediaType(
        SPREADSHEET_MEDIA_TYPES,
        'Application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    ).toBe('xlsx');
    expect(kindOfMediaType(SPREADSHEET_MEDIA_TYPES, 'application/vnd.ms-excel')).toBeUndefined();
    expect(kindOfMediaType(ORDER_IMPORT_MEDIA_TYPES, 'application/vnd.ms-excel')).toBe('xls');
    expect(kindOfMediaType(SPREADSHEET_MEDIA_TYPES, '')).toBeUndefined();
  });
});
