import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_INIT_TIMEOUT_MS, TimeoutError, withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the auth limit is 10 seconds', () => {
    expect(AUTH_INIT_TIMEOUT_MS).toBe(10_000);
  });

  it('rejects at the limit and aborts the task', async () => {
    let signal: AbortSignal | undefined;
    const result = withTimeout((s) => {
      signal = s;
      return new Promise<never>(() => {});
    }, AUTH_INIT_TIMEOUT_MS);
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(AUTH_INIT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it('resolves before the limit and leaves no timer behind', async () => {
    const result = withTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), 9_999)),
      AUTH_INIT_TIMEOUT_MS,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(result).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes the task failure through', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('401')), 10)).rejects.toThrow('401');
    expect(vi.getTimerCount()).toBe(0);
  });
});
