import { describe, expect, it } from 'vitest';
import { WEEKLY_COMBINATION_STATUSES } from './enum-values.ts';
import { weeklyCombinationRules } from './weekly-combination-lifecycle.ts';

const allowing = (rule: (status: (typeof WEEKLY_COMBINATION_STATUSES)[number]) => boolean) =>
  WEEKLY_COMBINATION_STATUSES.filter(rule);

describe('what a weekly combination allows in each status', () => {
  it('processes a pending or failed one, cancels one not yet finished', () => {
    expect(allowing(weeklyCombinationRules.canProcess)).toEqual(['pending', 'failed']);
    expect(allowing(weeklyCombinationRules.canCancel)).toEqual(['pending', 'processing']);
  });

  it('deletes anything not processing, downloads a completed one', () => {
    expect(allowing(weeklyCombinationRules.canDelete)).toEqual([
      'pending',
      'completed',
      'failed',
      'cancelled',
    ]);
    expect(allowing(weeklyCombinationRules.canDownload)).toEqual(['completed']);
  });
});
