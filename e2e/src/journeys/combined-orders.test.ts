import { describe, expect, it } from 'vitest';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('combined orders', () => {
  const browser = useBrowser();

  it('combines two orders with a live status, then deletes the combined order with a reason and the orders return', async () => {
    const app = await browser.fresh();
    const api = await ApiFixtures.login(app.apiUrl, DEMO.supervisor);
    const [first, second] = await api.submittedOrders(2);
    if (!first || !second) throw new Error('fixture orders missing');

    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Combined Orders' })
      .click();
    await app.heading('Combined Orders').waitFor();
    await app.page.getByTestId('combined-order-row').first().waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('combined-orders');

    await app.page.getByRole('link', { name: 'Combine orders' }).first().click();
    await app.heading('Combine Orders').waitFor();
    await app.page.getByRole('checkbox', { name: `Select ${first.order_number}` }).check();
    await app.page.getByRole('checkbox', { name: `Select ${second.order_number}` }).check();
    await app.page
      .getByLabel('Notes for the combined order')
      .fill('e2e: two orders for one courier run');
    await app.page.mouse.move(0, 0);
    await app.checkPage('combine-orders');
    await app.page.getByRole('button', { name: 'Combine 2 orders' }).click();

    const status = app.page.getByTestId('combination-status');
    await status.waitFor();
    expect(app.path()).toMatch(/combination=\d+/);
    await app.page.locator('[data-testid="combination-status"][data-state="completed"]').waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('combination-completed');

    await status.getByRole('link', { name: /^Open combined order/ }).click();
    await app.heading(/^Combined order CMB-/).waitFor();
    await expect.poll(() => app.page.getByTestId('combined-consultant-order').count()).toBe(2);
    await app.page.getByTestId('pdf-file-name').waitFor();
    await app.page.getByTestId('invoice-preview').getByText('Bill to').waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('combined-order-detail');

    const fileName = (await app.page.getByTestId('pdf-file-name').textContent()) ?? '';
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    // Named by the combined number, not the id (decision 017).
    expect(fileName).toMatch(/^combined_order_CMB-\d{4}-\d{6}\.pdf$/);

    await app.page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = app.page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('e2e: recombining with late orders');
    await app.page.mouse.move(0, 0);
    await app.checkA11y('combined-order-delete-light');
    await dialog.getByRole('button', { name: 'Delete combined order' }).click();
    await app.toast(/returned to submitted/).waitFor();
    await app.heading('Combined Orders').waitFor();
    expect(await api.consultantOrderStatus(first.id)).toBe('submitted');
    expect(await api.consultantOrderStatus(second.id)).toBe('submitted');

    // Back among the orders that can be combined.
    await app.goto(`/combined-orders/combine?search=${first.order_number}`);
    await app.page
      .locator(`[data-testid="combine-candidate-row"][data-order-number="${first.order_number}"]`)
      .waitFor();
  });

  it('shows distributor.admin@example.com Access Denied on every combined order, weekly combination and invoice route', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.distributorAdmin);
    await app.closeToasts();
    const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Combined Orders', 'Weekly Combinations', 'Invoices']) {
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    const routes = [
      '/combined-orders',
      '/combined-orders/combine',
      '/combined-orders/1',
      '/weekly-combinations',
      '/invoices',
      '/invoices/1',
    ];
    for (const route of routes) {
      await app.goto(route);
      await app.heading('Access Denied').waitFor();
      expect(app.path()).toBe(route);
    }
    await app.page.mouse.move(0, 0);
    await app.checkPage('access-denied-invoices');
  });
});
