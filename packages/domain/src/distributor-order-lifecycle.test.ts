import { describe, expect, it } from 'vitest';
import { distributorOrderRules as rules } from './distributor-order-lifecycle.ts';
import { DISTRIBUTOR_ORDER_STATUSES, type DistributorOrderStatus } from './enum-values.ts';

const allowing = (rule: (status: DistributorOrderStatus) => boolean) =>
  DISTRIBUTOR_ORDER_STATUSES.filter(rule);

describe('what a distributor order allows in each status', () => {
  it('changes while draft or submitted; fulfilled and cancelled orders are final', () => {
    expect(allowing(rules.canEdit)).toEqual(['draft', 'submitted']);
    expect(allowing(rules.canCancel)).toEqual(['draft', 'submitted']);
  });

  it('submits a draft with lines, fulfils a submitted order, deletes a draft', () => {
    expect(allowing((status) => rules.canSubmit(status, 1))).toEqual(['draft']);
    expect(rules.canSubmit('draft', 0)).toBe(false);
    expect(allowing(rules.canFulfil)).toEqual(['submitted']);
    expect(allowing(rules.canDelete)).toEqual(['draft']);
  });
});
