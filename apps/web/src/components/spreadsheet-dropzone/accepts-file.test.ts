import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptOfKinds, acceptsFile } from './accepts-file.ts';
import { SPREADSHEET_ACCEPT } from './spreadsheet-dropzone.tsx';

const CONSENT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

describe('acceptsFile', () => {
  it('refuses a text file for a consent form, whatever the browser says it is', () => {
    expect(acceptsFile({ name: 'notes.txt', type: 'text/plain' }, CONSENT)).toBe(false);
    expect(acceptsFile({ name: 'notes.txt', type: 'application/pdf' }, CONSENT)).toBe(false);
    expect(acceptsFile({ name: 'notes', type: 'text/plain' }, CONSENT)).toBe(false);
  });

  it('takes the consent form types by extension (any case) or, without one, by media type', () => {
    expect(acceptsFile({ name: 'popia.PDF', type: '' }, CONSENT)).toBe(true);
    expect(acceptsFile({ name: 'id copy.jpeg', type: 'image/jpeg' }, CONSENT)).toBe(true);
    expect(acceptsFile({ name: 'scan', type: 'image/png' }, CONSENT)).toBe(true);
  });

  it('takes spreadsheets as the API does (.xlsx, .csv) and refuses .xls and .txt', () => {
    expect(acceptsFile({ name: 'stock.xlsx', type: '' }, SPREADSHEET_ACCEPT)).toBe(true);
    expect(acceptsFile({ name: 'stock.csv', type: 'text/csv' }, SPREADSHEET_ACCEPT)).toBe(true);
    expect(
      acceptsFile({ name: 'stock.xls', type: 'application/vnd.ms-excel' }, SPREADSHEET_ACCEPT),
    ).toBe(false);
    expect(acceptsFile({ name: 'stock.txt', type: 'text/plain' }, SPREADSHEET_ACCEPT)).toBe(false);
  });

  it('builds the spreadsheet spec from the domain’s one table of kinds (the API reads the same)', () => {
    expect(acceptOfKinds({ csv: ['text/csv', 'application/csv'], xlsx: ['a/b'] })).toEqual({
      'text/csv': ['.csv'],
      'application/csv': ['.csv'],
      'a/b': ['.xlsx'],
    });
    expect(acceptsFile({ name: 'stock', type: 'application/csv' }, SPREADSHEET_ACCEPT)).toBe(true);
  });

  it('lists types and extensions for the accept attribute', () => {
    expect(acceptAttribute(CONSENT)).toBe(
      'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
    );
  });
});
