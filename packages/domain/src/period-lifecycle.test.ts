import { describe, expect, it } from 'vitest';
import { PERIOD_STATUSES } from './enum-values.ts';
import {
  allowedPeriodActions,
  canPeriod,
  PERIOD_TRANSITIONS,
  periodTakesOrders,
} from './period-lifecycle.ts';

describe('the period lifecycle', () => {
  it.each([
    ['draft', ['edit', 'activate', 'archive', 'delete']],
    ['active', ['edit', 'close']],
    ['closed', ['archive']],
    ['archived', []],
  ] as const)('a %s period allows %j', (status, actions) => {
    expect(allowedPeriodActions(status)).toEqual(actions);
  });

  it.each([
    ['activate', 'draft', 'active'],
    ['close', 'active', 'closed'],
    ['archive', 'draft', 'archived'],
    ['archive', 'closed', 'archived'],
  ] as const)('%s moves a %s period to %s', (transition, from, to) => {
    expect(PERIOD_TRANSITIONS[transition].from).toContain(from);
    expect(PERIOD_TRANSITIONS[transition].to).toBe(to);
  });

  it('has no other transition: a closed period is never reopened, an active one never archived', () => {
    const moves = Object.values(PERIOD_TRANSITIONS).flatMap(({ from, to }) =>
      from.map((status) => `${status}→${to}`),
    );
    expect(moves.sort()).toEqual([
      'active→closed',
      'closed→archived',
      'draft→active',
      'draft→archived',
    ]);
    expect(canPeriod('active', 'delete')).toBe(false);
  });

  it('takes consultant orders in draft and active periods only', () => {
    expect(PERIOD_STATUSES.filter(periodTakesOrders)).toEqual(['draft', 'active']);
  });
});
