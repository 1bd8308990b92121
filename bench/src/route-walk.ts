import type { Locator, Page } from 'playwright-core';
import type { WebStack } from './web-stack.ts';

/** The sidebar's pages the route-change benches click through, in order, from the dashboard. */
export const ROUTES = [
  'Products',
  'Consultants',
  'Orders',
  'Consultant Orders',
  'Combined Orders',
  'Weekly Combinations',
  'Invoices',
  'Users',
  'Audit Logs',
  'Dashboard',
] as const;

/**
 * Signs in as admin, opens the dashboard in a new tab (after `beforeLoad`, run before the page's
 * scripts), lets it settle for `settleMs` and opens every group of the sidebar, so each page's
 * link is one click away.
 */
export async function dashboardWithOpenSidebar(
  stack: WebStack,
  settleMs: number,
  beforeLoad: (page: Page) => Promise<unknown> = async () => undefined,
): Promise<{ page: Page; nav: Locator }> {
  await stack.signIn();
  const page = await stack.context.newPage();
  await beforeLoad(page);
  await page.goto(`${stack.webUrl}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForTimeout(settleMs);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const group of await nav.locator('[data-nav-group][aria-expanded="false"]').all()) {
    await group.click();
  }
  return { page, nav };
}
