import { describe, expect, it, vi } from 'vitest';
import { errorDetailsText, type FailedItem, parsedErrorDetails } from './error-details.ts';

const ITEM: FailedItem = {
  item_id: 57,
  product_code: 'SKN-0107',
  reason: 'Insufficient stock: 3 available, 12 ordered',
};

describe('order error details: written once, parsed once', () => {
  it('parses what the API writes back into the typed object, with no warning', () => {
    const warn = vi.fn();
    const text = errorDetailsText('1 of 3 items could not be processed', [ITEM]);
    expect(parsedErrorDetails(text, warn)).toEqual({
      message: '1 of 3 items could not be processed',
      failed_items: [ITEM],
    });
    expect(parsedErrorDetails(errorDetailsText('Stopped'), warn)).toEqual({
      message: 'Stopped',
      failed_items: [],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps only the contract’s fields', () => {
    const text = JSON.stringify({ message: 'm', extra: 1, failed_items: [{ ...ITEM, row: 4 }] });
    expect(parsedErrorDetails(text, vi.fn())).toEqual({ message: 'm', failed_items: [ITEM] });
  });

  it('sends text that is not JSON as text, with a warning (§7)', () => {
    const warn = vi.fn();
    expect(parsedErrorDetails('Disk full', warn)).toBe('Disk full');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ error_details: 'Disk full' });
  });

  it('sends JSON of another shape as its text, never as an untyped object', () => {
    const warn = vi.fn();
    for (const text of [
      '{"row":4}',
      '[1,2]',
      '42',
      '{"message":"m","failed_items":[{"item_id":"x"}]}',
    ]) {
      expect(parsedErrorDetails(text, warn)).toBe(text);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('gives null for no details', () => {
    const warn = vi.fn();
    expect(parsedErrorDetails(null, warn)).toBeNull();
    expect(parsedErrorDetails('', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
