import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';
import { draftStockOrder, openOrders, orderDrawerOf } from '../harness/stock-orders.ts';

const drawerOf = orderDrawerOf;

/** Every cell of the first sheet as text, for looking up what the file holds. */
async function sheetText(file: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    lines.push(JSON.stringify(row.values));
  });
  return lines.join('\n');
}

/** Turns the product search's exact code match on from the keyboard. */
async function exactMatch(picker: Locator): Promise<void> {
  const toggle = picker.getByRole('switch', { name: /Exact code match/ });
  if (!(await toggle.isChecked())) await toggle.press('Space');
  await expect.poll(() => toggle.isChecked()).toBe(true);
}

describe('orders', () => {
  const browser = useBrowser();
  // warehouse@example.com signs in once; the next tests go on in the same page.
  let warehouse: AppPage | undefined;
  const signedIn = () => {
    if (!warehouse) throw new Error('the first journey signs warehouse@example.com in');
    return warehouse;
  };

  it('warehouse staff read a failed order’s error details', async () => {
    const app = await browser.fresh();
    warehouse = app;
    await app.login(DEMO.warehouse);
    await app.closeToasts();
    await openOrders(app);
    await app.checkPage('orders-list');

    // A failed order: its error details as a table, the failing line marked.
    await app.page.getByRole('combobox', { name: 'Status' }).click();
    await app.page.getByRole('option', { name: 'Failed' }).click();
    await app.waitForPath(/status=failed/);
    await expect
      .poll(() => app.page.locator('[data-testid="order-row"]:not([data-status="failed"])').count())
      .toBe(0);
    // The demo's failed order (a line ordered beyond the product's stock).
    await app.page
      .getByTestId('order-row')
      .filter({ hasText: 'Rustenburg branch replenishment' })
      .getByRole('button', { name: /^Open order / })
      .click();
    const details = app.page.getByTestId('order-error-details');
    await details.getByRole('table', { name: 'Error details' }).waitFor();
    expect(await details.textContent()).toMatch(/Insufficient stock: \d+ available, \d+ ordered/);
    expect(await drawerOf(app).locator('[data-failed="true"]').count()).toBe(1);
    expect(app.path()).toMatch(/order=\d+/);
    await app.checkPage('orders-failed');
    await app.page.getByRole('button', { name: 'Close order' }).click();
    await app.page.getByRole('button', { name: 'Clear filters' }).first().click();
    await app.waitForPath('/orders');
  });

  it('warehouse staff export the filtered orders as CSV: the rows the list shows', async () => {
    const app = signedIn();
    await app.goto('/orders?status=completed');
    await app.page.getByTestId('order-row').first().waitFor();
    await expect
      .poll(() =>
        app.page.locator('[data-testid="order-row"]:not([data-status="completed"])').count(),
      )
      .toBe(0);
    const shown = await app.page.getByTestId('order-row').count();
    await app.page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.startsWith('Reference,Status,')).toBe(true);
    expect(rows).toHaveLength(shown);
    for (const row of rows) expect(row).toMatch(/,Completed,/);
    await app.goto('/orders');
    await app.page.getByTestId('order-row').first().waitFor();
  });

  it('warehouse staff build an order, process it and download the file', async () => {
    const app = signedIn();
    await app.page.getByRole('button', { name: 'New order' }).click();
    const form = app.page.getByRole('form', { name: 'New order' });
    await form.getByLabel('Notes').fill('E2E restock for the Durban branch');
    // Escape on a dirty form asks first; "Keep editing" (focused) keeps what was typed.
    await app.page.keyboard.press('Escape');
    const discard = app.page.getByRole('dialog', { name: 'Discard changes?' });
    const keep = discard.getByRole('button', { name: 'Keep editing' });
    await expect
      .poll(() => keep.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await keep.click();
    await discard.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Notes').inputValue()).toBe('E2E restock for the Durban branch');
    await app.checkPage('orders-create');
    await form.getByRole('button', { name: 'Create order' }).click();
    await drawerOf(app).waitFor();
    await form.waitFor({ state: 'detached' });
    const title = await app.page
      .getByRole('dialog')
      .getByText(/^Order ORD-/)
      .textContent();
    const reference = title?.replace('Order ', '') ?? '';
    expect(reference).toMatch(/^ORD-\d{4}-\d{4}$/);

    // Lines: search as you type, add, exact code match, edit a quantity.
    const picker = app.page.getByTestId('product-picker');
    await picker.getByLabel('Search products').fill('marula');
    const first = picker.getByTestId('product-result').first();
    await first.waitFor();
    const code = (await first.locator('code').textContent()) ?? '';
    await picker.getByLabel('Quantity').fill('2');
    await picker.getByRole('button', { name: `Add ${code}` }).click();
    await expect.poll(() => drawerOf(app).getByTestId('order-line').count()).toBe(1);

    await picker.getByLabel('Search products').fill('SKU-1080');
    await exactMatch(picker);
    await expect.poll(() => picker.getByTestId('product-result').count()).toBe(1);
    await picker.getByRole('button', { name: 'Add SKU-1080' }).click();
    await expect.poll(() => drawerOf(app).getByTestId('order-line').count()).toBe(2);

    const quantity = drawerOf(app).getByLabel(`Quantity of ${code}`);
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(() => drawerOf(app).getByText('Lines').first().isVisible()).toBe(true);
    await expect
      .poll(async () => (await drawerOf(app).getByTestId('order-total').textContent()) ?? '')
      .not.toBe('');
    await app.closeToasts();
    await app.checkPage('orders-draft');

    // Process with live status, then download under the server's name.
    await drawerOf(app).getByRole('button', { name: 'Process order' }).click();
    await expect
      .poll(() => drawerOf(app).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('completed');
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      drawerOf(app).getByRole('button', { name: 'Download spreadsheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order_${reference}.xlsx`);
    const saved = await download.path();
    expect(await sheetText(saved)).toContain(code);
    await app.closeToasts();
    await app.checkPage('orders-completed');
  });

  it('an order beyond the stock fails while processing and says why', async () => {
    const app = signedIn();
    const form = app.page.getByRole('form', { name: 'New order' });
    const picker = app.page.getByTestId('product-picker');
    await app.page.getByRole('button', { name: 'Close order' }).click();
    await app.page.getByRole('button', { name: 'New order' }).click();
    await form.getByRole('button', { name: 'Create order' }).click();
    await drawerOf(app).getByTestId('no-items').waitFor();
    await form.waitFor({ state: 'detached' });
    await picker.getByLabel('Search products').fill('SKU-1176');
    await exactMatch(picker);
    await picker.getByLabel('Quantity').fill('99999');
    await picker.getByText('Low stock').waitFor();
    await picker.getByRole('button', { name: 'Add SKU-1176' }).click();
    await drawerOf(app).getByTestId('order-line').waitFor();
    await drawerOf(app).getByRole('button', { name: 'Process order' }).click();
    await expect
      .poll(() => drawerOf(app).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('failed');
    const failure = drawerOf(app).getByTestId('order-error-details');
    await failure.getByRole('table', { name: 'Error details' }).waitFor();
    expect(await failure.textContent()).toContain('SKU-1176');
    await drawerOf(app).getByRole('button', { name: 'Retry' }).waitFor();
    await app.closeToasts();
    await app.checkPage('orders-failed-live');

    // A reload keeps the open order.
    await app.page.reload();
    await drawerOf(app).waitFor();
    expect(await drawerOf(app).getAttribute('data-status')).toBe('failed');
  });

  it('readonly staff see orders without create, delete, process or edit controls', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.closeToasts();
    await openOrders(app);
    expect(await app.page.getByRole('button', { name: 'New order' }).count()).toBe(0);
    expect(await app.page.getByRole('checkbox').count()).toBe(0);

    await app.goto('/orders?status=draft');
    await app.page.getByTestId('order-row').first().waitFor();
    await app.page
      .getByRole('button', { name: /^Open order / })
      .first()
      .click();
    await drawerOf(app).waitFor();
    for (const name of ['Process order', 'Cancel order', 'Delete', 'Retry']) {
      expect(await drawerOf(app).getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await drawerOf(app).getByTestId('product-picker').count()).toBe(0);
    expect(
      await drawerOf(app)
        .getByRole('textbox', { name: /^Quantity of/ })
        .count(),
    ).toBe(0);
    await app.checkPage('orders-readonly');

    await app.goto('/orders?status=completed');
    await app.page.getByTestId('order-row').first().waitFor();
    await app.page
      .getByRole('button', { name: /^Open order / })
      .first()
      .click();
    await drawerOf(app).getByRole('button', { name: 'Download spreadsheet' }).waitFor();
  });

  it('the header tells the starter when an order ends on another page, linking to it', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
    await openOrders(app);
    const reference = await draftStockOrder(app);

    // Start processing, and leave for the dashboard at once.
    await drawerOf(app).getByRole('button', { name: 'Process order' }).click();
    await app.page.getByRole('button', { name: 'Close order' }).click();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await app.waitForPath('/dashboard');

    // The bell counts it (streamed, or read by the fallback poll), the centre says it in words.
    const bell = app.page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await bell.click();
    const item = app.page
      .getByTestId('notification-item')
      .filter({ hasText: `Order ${reference} processed` });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await app.checkPage('notification-centre');
    await item.click();
    await app.waitForPath(/\/orders\?.*order=\d+/);
    await expect
      .poll(() => drawerOf(app).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('completed');
    // Followed, so read: the count goes down by one.
    const after = unread > 1 ? `Notifications: ${unread - 1} unread` : 'Notifications';
    await expect
      .poll(() => app.page.getByTestId('notification-bell').getAttribute('aria-label'))
      .toBe(after);
  });
});
