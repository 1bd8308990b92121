import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const ROUTES = [
  '/consultants',
  '/consultants/add',
  '/consultants/upload',
  '/consultants/1',
  '/consultants/1/edit',
  '/consultant-orders',
  '/consultant-orders/add',
  '/consultant-orders/1',
  '/consultant-orders/1/edit',
];

describe('consultant orders', () => {
  const browser = useBrowser();
  let app: AppPage;
  let orderNumber = '';

  it('creates a submitted order with items from the product search and downloads its PDF', async () => {
    app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Consultant Orders' })
      .click();
    await app.heading('Consultant Orders').waitFor();
    await app.page.getByTestId('consultant-order-row').first().waitFor();
    await app.checkPage('consultant-orders');

    await app.page.getByRole('link', { name: 'New consultant order' }).click();
    await app.heading('New Consultant Order').waitFor();
    const form = app.page.getByRole('form', { name: 'New consultant order' });
    await form.getByLabel('Consultant').first().fill('Nomvula');
    await app.page
      .getByRole('option', { name: /Nomvula Dlamini/ })
      .first()
      .click();
    for (const [query, quantity] of [
      ['Toner', '2'],
      ['Lotion', '3'],
    ] as const) {
      await form.getByLabel('Product', { exact: true }).fill(query);
      await app.page
        .getByRole('option', { name: new RegExp(query) })
        .first()
        .click();
      await form.getByLabel('Quantity to add').fill(quantity);
      await form.getByRole('button', { name: 'Add line' }).click();
    }
    await expect.poll(() => form.getByTestId('draft-line').count()).toBe(2);
    await app.checkPage('consultant-order-add');
    await form.getByRole('button', { name: 'Save and submit' }).click();

    await app.heading(/^CO-\d{4}-\d{6}$/).waitFor();
    orderNumber = (await app.heading(/^CO-/).textContent()) ?? '';
    expect(await app.page.getByTestId('order-item-row').count()).toBe(2);
    expect(await app.page.locator('[data-status="submitted"]').count()).toBeGreaterThan(0);
    await app.closeToasts();
    await app.checkPage('consultant-order-detail');

    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    // Named by the order number, not the id (decision 017).
    expect(download.suggestedFilename()).toBe(`consultant_order_${orderNumber}.pdf`);

    // Its History tab tells its creation and submission in words, with the request id.
    await app.page.getByRole('tab', { name: 'History' }).click();
    const history = app.page.getByRole('table', { name: 'History' });
    await history
      .getByText(`Created consultant order ${orderNumber} (submitted, 2 items)`)
      .waitFor();
    await history.getByTestId('audit-request-id').first().waitFor();
    await app.page.getByRole('tab', { name: 'Details' }).click();

    await app.page.getByRole('link', { name: 'Edit' }).click();
    await app.heading(`Edit ${orderNumber}`).waitFor();
    await app.checkPage('consultant-order-edit');
  });

  it('combines two submitted orders from the list and shows the status live until cleared', async () => {
    await app.goto('/consultant-orders?status=submitted&sort_by=created_at&sort_order=desc');
    await app.heading('Consultant Orders').waitFor();
    const rows = app.page.getByTestId('consultant-order-row');
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toContain(orderNumber);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await app.page.getByRole('button', { name: 'Combine selected' }).click();
    await app.page.getByRole('dialog').getByRole('button', { name: 'Combine' }).click();

    const status = app.page.getByTestId('combination-status');
    await status.waitFor();
    expect(app.path()).toMatch(/combination=\d+/);
    await app.page
      .locator('[data-testid="combination-status"][data-state="completed"]')
      .waitFor({ timeout: 30_000 });
    await status.getByRole('link', { name: /^Open combined order/ }).waitFor();
    await app.checkPage('consultant-orders-combined');
    // The combined orders left the submitted filter.
    await expect
      .poll(async () => (await rows.allTextContents()).some((text) => text.includes(orderNumber)))
      .toBe(false);

    await status.getByRole('button', { name: 'Clear status' }).click();
    await status.waitFor({ state: 'detached' });
    expect(app.path()).not.toMatch(/combination=/);
  });

  it('shows distributor.admin@example.com Access Denied on every consultant and consultant order route', async () => {
    app = await browser.fresh();
    await app.login(DEMO.distributorAdmin);
    await app.closeToasts();
    const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Consultants', 'Consultant Orders']) {
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    for (const route of ROUTES) {
      await app.goto(route);
      await app.heading('Access Denied').waitFor();
      expect(app.path()).toBe(route);
      if (route === '/consultant-orders/1') await app.checkPage('access-denied-consultant-order');
    }
  });
});
