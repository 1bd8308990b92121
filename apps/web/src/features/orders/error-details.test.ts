import { describe, expect, it } from 'vitest';
import { describeErrorDetails, failedItemIds } from './error-details.ts';

describe('describeErrorDetails', () => {
  it('shows nothing when there are no details', () => {
    expect(describeErrorDetails(null)).toEqual({ kind: 'none' });
    expect(describeErrorDetails(undefined)).toEqual({ kind: 'none' });
    expect(describeErrorDetails('')).toEqual({ kind: 'none' });
  });

  it('reads the contract shape as failed lines', () => {
    const view = describeErrorDetails({
      message: '1 of 3 items could not be processed',
      failed_items: [{ item_id: 57, product_code: 'SKN-0107', reason: 'Insufficient stock' }],
    });
    expect(view).toEqual({
      kind: 'items',
      message: '1 of 3 items could not be processed',
      items: [{ item_id: 57, product_code: 'SKN-0107', reason: 'Insufficient stock' }],
    });
    expect([...failedItemIds(view)]).toEqual([57]);
  });

  it('keeps text that was not JSON as text', () => {
    expect(describeErrorDetails('Printer on fire')).toEqual({
      kind: 'text',
      text: 'Printer on fire',
    });
  });

  it('tabulates any list of records by the union of their keys', () => {
    expect(
      describeErrorDetails([
        { row: 2, error: 'bad' },
        { row: 3, hint: { a: 1 } },
      ]),
    ).toEqual({
      kind: 'table',
      message: null,
      columns: ['row', 'error', 'hint'],
      rows: [
        ['2', 'bad', '—'],
        ['3', '—', '{"a":1}'],
      ],
    });
  });

  it('tabulates an object holding one list of records, keeping its message', () => {
    expect(describeErrorDetails({ message: 'Failed', errors: [{ code: 'X' }] })).toMatchObject({
      kind: 'table',
      message: 'Failed',
      columns: ['code'],
      rows: [['X']],
    });
  });

  it('shows any other object as field/value pairs', () => {
    expect(describeErrorDetails({ message: 'Timeout', seconds: 30 })).toEqual({
      kind: 'table',
      message: 'Timeout',
      columns: ['Field', 'Value'],
      rows: [['seconds', '30']],
    });
  });

  it('shows other JSON values as their text', () => {
    expect(describeErrorDetails(42)).toEqual({ kind: 'text', text: '42' });
    expect(failedItemIds({ kind: 'text', text: 'x' }).size).toBe(0);
  });
});
