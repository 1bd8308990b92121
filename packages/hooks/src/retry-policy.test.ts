import { describe, expect, it } from 'vitest';
import { createRetryPolicy, isAuthOrNetworkError } from './retry-policy.ts';

describe('retry policy', () => {
  it.each([
    { name: '401', error: { status: 401 }, halts: true },
    { name: 'expired session', error: { status: 401, code: 'AUTH_EXPIRED' }, halts: true },
    { name: 'network failure', error: { status: 0, code: 'NETWORK_ERROR' }, halts: true },
    { name: 'raw fetch TypeError', error: new TypeError('Failed to fetch'), halts: true },
    { name: '500', error: { status: 500 }, halts: false },
    { name: '404', error: { status: 404 }, halts: false },
  ])('isAuthOrNetworkError($name) is $halts', ({ error, halts }) => {
    expect(isAuthOrNetworkError(error)).toBe(halts);
  });

  it.each([
    { name: 'first 500 is retried', count: 0, error: { status: 500 }, retry: true },
    { name: 'second 500 is not (1 retry)', count: 1, error: { status: 500 }, retry: false },
    { name: '401 is never retried', count: 0, error: { status: 401 }, retry: false },
    { name: 'network error is never retried', count: 0, error: { status: 0 }, retry: false },
    { name: '404 is never retried', count: 0, error: { status: 404 }, retry: false },
    { name: '429 is retried', count: 0, error: { status: 429 }, retry: true },
  ])('$name', ({ count, error, retry }) => {
    expect(createRetryPolicy(1)(count, error)).toBe(retry);
  });
});
