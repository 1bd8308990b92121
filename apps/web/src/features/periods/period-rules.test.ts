import { describe, expect, it } from 'vitest';
import { allowedPeriodActions, canPeriod } from './period-rules.ts';

describe('period rules', () => {
  it.each([
    ['draft', ['edit', 'activate', 'archive', 'delete']],
    ['active', ['edit', 'close']],
    ['closed', ['archive']],
    ['archived', []],
  ] as const)('a %s period allows %j', (status, actions) => {
    expect(allowedPeriodActions(status)).toEqual(actions);
  });

  it('never reopens a closed period nor deletes a used one', () => {
    expect(canPeriod('closed', 'activate')).toBe(false);
    expect(canPeriod('active', 'delete')).toBe(false);
    expect(canPeriod('active', 'archive')).toBe(false);
  });
});
