import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/orders', '/orders'],
    ['/orders?skip=50&limit=50', '/orders?skip=50&limit=50'],
    ['/consultants/42/edit#notes', '/consultants/42/edit#notes'],
    ['/users/audit', '/users/audit'],
  ])('keeps the same-site path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/orders'],
    ['https://evil.example/'],
    ['http://127.0.0.1:5173/orders'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/\t/evil.example'],
    ['orders'],
    [''],
    ['/login'],
    ['/login?redirect=/orders'],
  ])('ignores %s', (target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('ignores missing values and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirect(null, '/sessions')).toBe('/sessions');
  });
});
