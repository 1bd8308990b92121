import { describe, expect, it } from 'vitest';
import { describeErrorDetails, failedItemIds } from './error-details.ts';

describe('describeErrorDetails', () => {
  it('shows nothing when there are no details', () => {
    expect(describeErrorDetails(null)).toEqual({ kind: 'none' });
    expect(describeErrorDetails('')).toEqual({ kind: 'none' });
  });

  it('shows the contract’s typed details as failed lines, as the API parsed them', () => {
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

  it('shows text as text, never parsing it again (JSON-looking text included)', () => {
    expect(describeErrorDetails('Printer on fire')).toEqual({
      kind: 'text',
      text: 'Printer on fire',
    });
    const json = '{"message":"m","failed_items":[]}';
    expect(describeErrorDetails(json)).toEqual({ kind: 'text', text: json });
    expect(failedItemIds({ kind: 'text', text: 'x' }).size).toBe(0);
  });
});
