import { describe, expect, it } from 'vitest';
import { runEach } from './run-each.ts';

describe('runEach', () => {
  it('calls every id in order and counts what succeeded', async () => {
    const seen: number[] = [];
    const outcome = await runEach([3, 1, 2], async (id) => {
      seen.push(id);
    });
    expect(seen).toEqual([3, 1, 2]);
    expect(outcome).toEqual({ done: 3, failed: 0, lastError: undefined });
  });

  it('goes on after a failure and reports the last one', async () => {
    const boom = new Error('409');
    const seen: number[] = [];
    const outcome = await runEach([1, 2, 3], async (id) => {
      seen.push(id);
      if (id !== 3) throw id === 2 ? boom : new Error('first');
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ done: 1, failed: 2, lastError: boom });
  });
});
