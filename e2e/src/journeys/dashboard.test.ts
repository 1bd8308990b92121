import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('dashboard', () => {
  const browser = useBrowser();

  it('draws the demo figures as charts and follows the header period', async () => {
    const app = await browser.fresh();
    const first = app.page.waitForResponse((r) => r.url().includes('/api/dashboard/summary'));
    await app.login(DEMO.admin);
    const firstPeriod = new URL((await first).url()).searchParams.get('period_id');
    expect(firstPeriod).toBeTruthy();
    await app.closeToasts();

    const consultant = app.page.getByTestId('dashboard-consultant-orders');
    await consultant.waitFor();
    for (const card of ['dashboard-orders', 'dashboard-invoices', 'dashboard-top-products']) {
      await app.page.getByTestId(card).waitFor();
    }
    // Charts drawn (as SVG, no chart library) from the demo data.
    await expect.poll(() => app.page.locator('circle[data-slice]').count()).toBeGreaterThan(2);
    await expect.poll(() => app.page.locator('[data-bar]').count()).toBeGreaterThan(0);
    const activeFigure = await consultant
      .getByTestId('dashboard-consultant-orders-value')
      .textContent();
    expect(Number(activeFigure)).toBeGreaterThan(0);
    // Each figure links to the filtered list.
    expect(await consultant.getByRole('link', { name: 'Submitted' }).getAttribute('href')).toBe(
      '/consultant-orders?status=submitted',
    );
    await app.checkPage('dashboard-admin');

    // Another period: a new request for it, and other figures.
    const selector = app.page.getByRole('combobox', { name: 'Accounting period' });
    await selector.click();
    const other = app.page.getByRole('option').filter({ hasNotText: '(active)' }).first();
    // The option says the period's status ("(closed)"); the dashboard names the period.
    const otherName = ((await other.textContent()) ?? '')
      .trim()
      .replace(/ \((?:draft|closed)\)$/, '');
    const next = app.page.waitForResponse(
      (r) =>
        r.url().includes('/api/dashboard/summary') &&
        new URL(r.url()).searchParams.get('period_id') !== firstPeriod,
    );
    await other.click();
    await next;
    await app.page.getByTestId('dashboard-period').filter({ hasText: otherName }).waitFor();
    await expect
      .poll(() => consultant.getByTestId('dashboard-consultant-orders-value').textContent())
      .not.toBe(activeFigure);
    await app.closeToasts();
    await app.checkPage('dashboard-other-period');
  });

  it('shows distributor users their own figures and shortcuts', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.distributorEditor);
    await app.closeToasts();
    await app.page.getByTestId('dashboard-distributor-orders').waitFor();
    expect(await app.page.getByTestId('dashboard-orders').count()).toBe(0);
    expect(await app.page.getByTestId('dashboard-consultant-orders').count()).toBe(0);
    await app.page.getByRole('link', { name: 'New distributor order' }).waitFor();
    await app.checkPage('dashboard-distributor');
  });
});
