import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** The ids of the sidebar icons drawn, in order: a link or group drawn again draws its icon. */
const drawnIcons = vi.hoisted((): string[] => []);
vi.mock('./nav-icons.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./nav-icons.tsx')>();
  return {
    ...actual,
    NavIcon: (props: Parameters<typeof actual.NavIcon>[0]) => {
      drawnIcons.push(props.id);
      return actual.NavIcon(props);
    },
  };
});

async function sidebarFor(roles: string[], options: { superuser?: boolean } = {}) {
  server.use(...sessionHandlers(makeUser(roles, { is_superuser: options.superuser ?? false })));
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { ...view, nav, links };
}

describe('sidebar', () => {
  it('shows a read-only user every readable area but no admin items', async () => {
    const { links } = await sidebarFor(['readonly']);
    expect(links).toEqual([
      'Dashboard',
      'Orders',
      'Consultant Orders',
      'Combined Orders',
      'Weekly Combinations',
      'Products',
      'Templates',
      'Consultants',
      'Invoices',
      'Sessions',
      'History',
    ]);
  });

  it('hides the consultant areas from distributor-only users', async () => {
    const { links } = await sidebarFor(['distributor_admin']);
    expect(links).toEqual(['Dashboard', 'Distributor Orders', 'Distributor Templates', 'Sessions']);
  });

  it('shows admins the user management and period items', async () => {
    const { links } = await sidebarFor(['admin']);
    expect(links).toEqual(
      expect.arrayContaining([
        'Users',
        'Audit Logs',
        'Sessions',
        'Periods',
        'Business details',
        'Upload',
      ]),
    );
    expect(links).toHaveLength(18);
  });

  it('highlights the current route', async () => {
    const { nav } = await sidebarFor(['admin']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('moves the highlight on a route change, drawing again only what it moves between', async () => {
    const { nav, user } = await sidebarFor(['admin']);
    drawnIcons.length = 0;
    await user.click(within(nav).getByRole('link', { name: 'Products' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
    // The two links and the group of the new one; not the 18 links and 7 groups (decision 075).
    expect(new Set(drawnIcons)).toEqual(new Set(['dashboard', 'products', 'file-uploads']));
  });

  it('keeps the collapsed state and the expanded groups across a reload', async () => {
    const first = await sidebarFor(['supervisor']);
    await first.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    await first.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await first.user.click(within(first.nav).getByRole('button', { name: 'Orders' }));
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebar) ?? '{}').expandedGroups,
    ).not.toContain('orders');
    await first.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    first.unmount();

    const second = await sidebarFor(['supervisor']);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    // Collapsed: icon links named by aria-label, no group headers.
    expect(within(second.nav).queryByRole('button', { name: 'Orders' })).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const ordersGroup = within(second.nav).getByRole('button', { name: 'Orders' });
    expect(ordersGroup.getAttribute('aria-expanded')).toBe('false');
  });
});
