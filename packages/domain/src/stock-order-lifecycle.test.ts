import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enum-values.ts';
import { ORDER_NEEDS_A_LINE, orderLinesFailure, orderRules } from './stock-order-lifecycle.ts';

const allowing = (rule: (status: (typeof ORDER_STATUSES)[number]) => boolean) =>
  ORDER_STATUSES.filter(rule);

describe('what a stock order allows in each status', () => {
  it('changes items while draft or failed', () => {
    expect(allowing(orderRules.canEditItems)).toEqual(['draft', 'failed']);
  });

  it('processes a draft that has items', () => {
    expect(allowing((status) => orderRules.canProcess(status, 1))).toEqual(['draft']);
    expect(orderRules.canProcess('draft', 0)).toBe(false);
  });

  it('needs at least one line, said in one sentence (the API’s 400, the job, the web’s hint)', () => {
    expect(orderLinesFailure(0)).toBe(ORDER_NEEDS_A_LINE);
    expect(orderLinesFailure(1)).toBeNull();
    expect(ORDER_NEEDS_A_LINE).toBe('An order needs at least one line to be processed');
  });

  it('cancels a draft or a processing order, retries a failed one', () => {
    expect(allowing(orderRules.canCancel)).toEqual(['draft', 'processing']);
    expect(allowing(orderRules.canRetry)).toEqual(['failed']);
  });

  it('downloads a completed order and deletes anything not processing', () => {
    expect(allowing(orderRules.canDownload)).toEqual(['completed']);
    expect(allowing(orderRules.canDelete)).toEqual(['draft', 'completed', 'failed', 'cancelled']);
  });
});
