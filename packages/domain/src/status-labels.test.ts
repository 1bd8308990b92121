import * as contract from '@back-office/api-client/enums';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS, STATUS_LABELS, statusLabel } from './status-labels.ts';

/** Every `…StatusValues` / `…StatusValueValues` list the contract generates, by name. */
const statusLists = Object.entries(contract).filter(
  ([name, value]) =>
    Array.isArray(value) &&
    /Status(Value|Status)?Values$/.test(name) &&
    !/^(health|readiness)/.test(name),
);
const methodLists = Object.entries(contract).filter(
  ([name, value]) => Array.isArray(value) && /MethodValues$/.test(name),
);

describe('status labels', () => {
  it('find the contract status lists (a generator rename would empty this test)', () => {
    expect(statusLists.length).toBeGreaterThan(15);
    expect(methodLists.length).toBeGreaterThanOrEqual(2);
  });

  it('give every status value of every contract list its words', () => {
    for (const [name, values] of statusLists) {
      for (const value of values as string[]) {
        expect(Object.hasOwn(STATUS_LABELS, value), `${name}: ${value}`).toBe(true);
        expect(statusLabel(value)).not.toContain('_');
      }
    }
  });

  it('give every payment method its words', () => {
    for (const [, values] of methodLists) {
      for (const value of values as string[])
        expect(Object.hasOwn(PAYMENT_METHOD_LABELS, value)).toBe(true);
    }
    expect(PAYMENT_METHOD_LABELS.eft).toBe('EFT');
  });

  it('reads a status in words, and an unknown one with spaces', () => {
    expect(statusLabel('partially_paid')).toBe('Partially paid');
    expect(statusLabel('on_hold')).toBe('on hold');
    expect(statusLabel('toString')).toBe('toString');
  });
});
