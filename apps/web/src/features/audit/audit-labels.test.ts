import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, auditLabel } from './audit-labels.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from './audit-search.ts';

describe('audit labels', () => {
  it('names every action and resource in words, never a raw code', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(auditLabel(AUDIT_ACTION_LABELS, action), action).not.toMatch(/_/);
    }
    for (const resource of AUDIT_RESOURCES) {
      expect(auditLabel(AUDIT_RESOURCE_LABELS, resource), resource).not.toMatch(/_/);
    }
    expect(auditLabel(AUDIT_ACTION_LABELS, 'payment')).toBe('Payment recorded');
    expect(auditLabel(AUDIT_RESOURCE_LABELS, 'order_items')).toBe('Stock order line');
  });

  it('puts an unknown value in words', () => {
    expect(auditLabel(AUDIT_ACTION_LABELS, 'stock_take')).toBe('Stock take');
  });
});
