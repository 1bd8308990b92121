import { ROUTE_REQUIREMENTS } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import { createTestRouter } from '../../test-utils/test-router.ts';
import { PAGE_REQUIREMENTS, pageRequirement } from './page-requirements.ts';

/** Every route of the generated tree that renders a page (no children), by its `to` path. */
function pagesOfRouteTree(): string[] {
  const router = createTestRouter();
  return Object.values(router.routesById)
    .filter((route) => !route.children)
    .map((route) => route.to);
}

describe('PAGE_REQUIREMENTS', () => {
  it('lists exactly the pages of the route tree', () => {
    expect(Object.keys(PAGE_REQUIREMENTS).sort()).toEqual(pagesOfRouteTree().sort());
  });

  it('takes each requirement from @back-office/permissions', () => {
    for (const [page, requirement] of Object.entries(ROUTE_REQUIREMENTS)) {
      expect(pageRequirement(page)).toBe(requirement);
    }
  });
});

describe('pageRequirement', () => {
  it('reads index routes by their full path with the trailing slash', () => {
    expect(pageRequirement('/users/$userId/')).toEqual({ role: 'admin' });
    expect(pageRequirement('/')).toEqual({ permission: 'dashboard:read' });
  });

  it('gives the not-found page to every signed-in user', () => {
    expect(pageRequirement('/$')).toEqual({ auth: 'login' });
  });

  it('denies a page without a declared requirement to everyone (fail closed)', () => {
    expect(pageRequirement('/made-up-page')).toEqual({ auth: 'none' });
    expect(pageRequirement('/users/12')).toEqual({ auth: 'none' });
    expect(pageRequirement('toString')).toEqual({ auth: 'none' });
  });
});
