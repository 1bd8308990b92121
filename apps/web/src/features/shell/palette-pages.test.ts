import { checkRouteAccess, ROUTE_PATHS } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { palettePages } from './palette-pages.ts';

const pathsFor = (roles: string[]) => palettePages(makeUser(roles)).map((page) => page.path);

describe('palettePages', () => {
  it('offers a read-only user the pages they may read, nothing to create and no admin page', () => {
    const paths = pathsFor(['readonly']);
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboard', '/orders', '/consultants', '/invoices', '/sessions']),
    );
    for (const denied of [
      '/users',
      '/users/audit',
      '/admin/periods',
      '/consultants/add',
      '/upload',
    ]) {
      expect(paths).not.toContain(denied);
    }
  });

  it('keeps the consultant areas from distributor-only users, as the sidebar does', () => {
    const paths = pathsFor(['distributor_admin']);
    expect(paths).toContain('/distributor-orders');
    for (const denied of ['/consultants', '/consultant-orders', '/combined-orders', '/invoices']) {
      expect(paths).not.toContain(denied);
    }
  });

  it('is the route table itself: every page without an id the user may open, and only those', () => {
    for (const roles of [['admin'], ['supervisor'], ['warehouse_staff'], ['distributor_editor']]) {
      const user = makeUser(roles);
      const paths = palettePages(user).map((page) => page.path);
      const expected = ROUTE_PATHS.filter(
        (path) =>
          path !== '/' &&
          !path.includes('$') &&
          !['/login', '/auth/'].some((prefix) => path.startsWith(prefix)) &&
          checkRouteAccess(user, path).allowed,
      );
      expect(paths.filter((path) => !expected.includes(path as never))).toEqual([]);
      // The sidebar hides consultant areas from distributor-only users beyond their requirement.
      if (!roles[0]?.startsWith('distributor'))
        expect([...paths].sort()).toEqual([...expected].sort());
    }
  });

  it('names pages as the sidebar does, and the others by their path', () => {
    const pages = palettePages(makeUser(['admin']));
    expect(pages.find((page) => page.path === '/users/audit')).toMatchObject({
      label: 'Audit Logs',
      group: 'User Management',
    });
    expect(pages.find((page) => page.path === '/distributor-templates/upload')?.label).toBe(
      'Distributor templates › Upload',
    );
  });
});
