import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { ROUTE_PATHS } from './routes.ts';

describe('matchRoute', () => {
  it('matches every pattern to itself', () => {
    for (const route of ROUTE_PATHS) expect(matchRoute(route)?.route).toBe(route);
  });

  it.each([
    ['/consultants/42/edit', '/consultants/$id/edit', { id: '42' }],
    ['/consultants/42', '/consultants/$id', { id: '42' }],
    ['/consultants/add', '/consultants/add', {}],
    ['/consultants/upload', '/consultants/upload', {}],
    ['/consultant-orders/7/edit', '/consultant-orders/$id/edit', { id: '7' }],
    ['/combined-orders/combine', '/combined-orders/combine', {}],
    ['/combined-orders/9', '/combined-orders/$id', { id: '9' }],
    ['/users/roles', '/users/roles', {}],
    ['/users/audit', '/users/audit', {}],
    ['/users/create', '/users/create', {}],
    ['/users/u-1', '/users/$userId', { userId: 'u-1' }],
    ['/users/u-1/edit', '/users/$userId/edit', { userId: 'u-1' }],
    ['/invoices/INV%2F001', '/invoices/$id', { id: 'INV/001' }],
  ])('resolves %s to %s', (path, route, params) => {
    expect(matchRoute(path)).toMatchObject({ route, params });
  });

  it('ignores the query string, the hash and a trailing slash', () => {
    expect(matchRoute('/orders/?page=2#top')?.route).toBe('/orders');
    expect(matchRoute('/invoices/5#lines')?.params).toEqual({ id: '5' });
    expect(matchRoute('')?.route).toBe('/');
    expect(matchRoute('/?tab=x')?.route).toBe('/');
  });

  it('keeps a malformed escape as it came', () => {
    expect(matchRoute('/consultants/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('returns the route requirement', () => {
    expect(matchRoute('/users/3')?.requirement).toEqual({ role: 'admin' });
  });

  it('returns null for paths outside the table', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/consultants/1/edit/more')).toBeNull();
    expect(matchRoute('/weekly-combinations/3')).toBeNull();
  });
});
