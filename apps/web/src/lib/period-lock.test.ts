import { describe, expect, it } from 'vitest';
import { periodLock } from './period-lock.ts';

describe('periodLock', () => {
  it.each([
    ['draft', false],
    ['active', false],
  ] as const)('leaves a %s period open', (status, locked) => {
    expect(periodLock({ name: 'November 2026', status })).toEqual({ locked, reason: undefined });
  });

  it.each(['closed', 'archived'] as const)('locks a %s period and says why', (status) => {
    expect(periodLock({ name: 'November 2026', status })).toEqual({
      locked: true,
      reason: `November 2026 is ${status}`,
    });
  });

  it('leaves an unknown or loading period to the server', () => {
    expect(periodLock(undefined).locked).toBe(false);
    expect(periodLock(null).locked).toBe(false);
  });
});
