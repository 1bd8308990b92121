import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes in a later task: the current task and its microtasks finish first', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    order.push('task end');
    await resumed;
    expect(order).toEqual(['microtask', 'task end', 'resumed']);
  });

  it("resumes even under a test's fake timers", async () => {
    vi.useFakeTimers();
    try {
      await expect(yieldToMain()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
