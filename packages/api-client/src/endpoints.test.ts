import { describe, expect, it } from 'vitest';
import { classifyEndpoint } from './endpoints.ts';

describe('classifyEndpoint', () => {
  it.each([
    ['https://api.test/auth/cookie/login', 'login'],
    ['https://api.test/auth/jwt/login', 'login'],
    ['https://api.test/auth/cookie/logout', 'logout'],
    ['https://api.test/auth/logout', 'logout'],
    ['https://api.test/auth/cookie/refresh', 'refresh'],
    ['https://api.test/auth/refresh/', 'refresh'],
    ['https://api.test/prefix/auth/refresh?x=1', 'refresh'],
    ['https://api.test/auth/logout-all', 'other'],
    ['https://api.test/auth/me', 'other'],
    ['https://api.test/api/orders/1', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(classifyEndpoint(url)).toBe(kind);
  });
});
