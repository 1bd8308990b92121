import type { AppPage } from './app-page.ts';

/** The main list screens (every one an admin sees), checked at phone and desktop size. */
export const LIST_PAGES = [
  '/orders',
  '/consultant-orders',
  '/combined-orders',
  '/products',
  '/consultants',
  '/invoices',
  '/distributor-orders',
  '/users',
] as const;

/** Opens a list page and waits until its table shows rows, its empty state or its error. */
export async function openList(app: AppPage, pathname: string): Promise<void> {
  await app.goto(pathname);
  await app.heading(/./).waitFor();
  await app.page
    .locator('main')
    .locator(
      '[data-row-id], [data-testid="empty-state"], [data-testid="error-state"], table tbody tr',
    )
    .first()
    .waitFor();
  await app.page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
  await app.settle();
}

/** How far the page scrolls sideways (0 when nothing is wider than the window). */
export function pageOverflow(app: AppPage): Promise<number> {
  return app.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The texts of badges whose label is cut (its content wider than its box). */
export function cutBadges(app: AppPage): Promise<string[]> {
  return app.page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth || badge.scrollWidth > badge.clientWidth;
      })
      .map((badge) => badge.textContent ?? ''),
  );
}
