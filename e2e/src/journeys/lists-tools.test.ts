import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const run = Date.now().toString(36).toUpperCase();

/** The texts of a table's column headers (the selection column's empty one left out). */
async function headersOf(app: AppPage, table: string): Promise<string[]> {
  const texts = await app.page
    .getByRole('table', { name: table })
    .getByRole('columnheader')
    .allTextContents();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** Opens the Columns chooser of a table; returns its group of controls. */
async function openChooser(app: AppPage, table: string) {
  await app.page.getByRole('button', { name: `Columns of ${table}` }).click();
  const choices = app.page.getByRole('group', { name: `Columns of ${table}` });
  await choices.waitFor();
  return choices;
}

/** Digits of a money text ("R 1 234,56" → 123456). */
const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('list tools (issue 35 item 7)', () => {
  const browser = useBrowser();

  it('chooses, moves and sizes columns; a reload keeps them and a saved view brings them back', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.closeToasts();
    await app.goto('/orders');
    await app.page.getByTestId('order-row').first().waitFor();
    const before = await headersOf(app, 'Orders');
    expect(before.slice(0, 3)).toEqual(['Reference', 'Status', 'Period']);

    const choices = await openChooser(app, 'Orders');
    // The key column cannot be hidden; the others by their named checkboxes, from the keyboard.
    expect(await choices.getByRole('checkbox', { name: 'Show Reference' }).isDisabled()).toBe(true);
    await choices.getByRole('checkbox', { name: 'Show Period' }).press('Space');
    await choices.getByRole('button', { name: 'Move Subtotal (excl. VAT) up' }).click();
    await choices.getByRole('combobox', { name: 'Width of Status' }).selectOption('200');
    expect(await app.checkA11y('column-chooser')).toEqual([]);
    await app.page.keyboard.press('Escape');
    const chosen = await headersOf(app, 'Orders');
    expect(chosen).not.toContain('Period');
    expect(chosen.indexOf('Subtotal (excl. VAT)')).toBe(chosen.indexOf('Lines') - 1);
    const statusWidth = () =>
      app.page
        .getByRole('table', { name: 'Orders' })
        .getByRole('columnheader', { name: 'Status' })
        .evaluate((th) => th.getBoundingClientRect().width);
    expect(Math.round(await statusWidth())).toBeGreaterThanOrEqual(199);

    await app.page.reload();
    await app.page.getByTestId('order-row').first().waitFor();
    expect(await headersOf(app, 'Orders')).toEqual(chosen);

    // Saved with the view; Reset; opening the view from under Orders in the sidebar restores them.
    const name = `Columns ${run}`;
    await app.page.getByTestId('save-view').click();
    const dialog = app.page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel(/Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await app.toast(`Saved view "${name}"`).waitFor();
    await app.closeToasts();
    await (await openChooser(app, 'Orders')).getByRole('button', { name: 'Reset' }).click();
    await app.page.keyboard.press('Escape');
    expect(await headersOf(app, 'Orders')).toEqual(before);

    const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
    const views = nav.getByRole('group', { name: 'Saved views of Orders' });
    await views.getByRole('link', { name }).click();
    await expect.poll(() => headersOf(app, 'Orders')).toEqual(chosen);
    // Under the Orders item, not at the foot of the sidebar.
    expect(await nav.getByTestId('saved-views').count()).toBe(0);
    await app.checkPage('orders-with-chosen-columns');

    await views.getByRole('button', { name: `Actions of ${name}` }).click();
    await app.page.getByRole('menuitem', { name: 'Delete' }).click();
    await views.waitFor({ state: 'detached' });
  });

  it('exports the templates list as CSV', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.closeToasts();
    await app.goto('/templates');
    await app.page.getByTestId('template-row').first().waitFor();
    const shown = await app.page.getByTestId('template-row').count();
    await app.page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^templates_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.startsWith('Template name,Description,')).toBe(true);
    expect(rows.length).toBe(shown);
  });

  it('shows the running total of the orders chosen to combine', async () => {
    const app = await browser.fresh();
    const api = await ApiFixtures.login(app.apiUrl, DEMO.supervisor);
    const [first, second] = await api.submittedOrders(2);
    if (!first || !second) throw new Error('fixture orders missing');
    const detail = (id: number) =>
      api.call<{ total_quantity: number; subtotal_cents: number }>(
        'GET',
        `/api/consultant-orders/${id}`,
      );
    const [a, b] = [await detail(first.id), await detail(second.id)];

    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.goto('/combined-orders/combine');
    await app.heading('Combine Orders').waitFor();
    const summary = app.page.getByTestId('combine-summary');
    await app.page.getByRole('checkbox', { name: `Select ${first.order_number}` }).check();
    await expect.poll(() => summary.getByTestId('combine-count').textContent()).toBe('1 order');
    await app.page.getByRole('checkbox', { name: `Select ${second.order_number}` }).check();
    await expect.poll(() => summary.getByTestId('combine-count').textContent()).toBe('2 orders');
    expect(Number(await summary.getByTestId('combine-quantity').textContent())).toBe(
      a.total_quantity + b.total_quantity,
    );
    // VAT 15 % once on the summed subtotal, half up to the cent (as the combined order).
    const subtotal = a.subtotal_cents + b.subtotal_cents;
    const total = subtotal + Math.floor((subtotal * 15 + 50) / 100);
    expect(cents(await summary.getByTestId('combine-total').textContent())).toBe(total);
    // Sticky: still in view at the bottom of the page.
    await app.page.mouse.wheel(0, 5000);
    expect(await summary.isVisible()).toBe(true);
    const top = await summary.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    await app.checkPage('combine-running-total');
    for (const order of [first, second]) {
      await app.page.getByRole('checkbox', { name: `Select ${order.order_number}` }).uncheck();
    }
  });

  it('shows a toast beside an open drawer, not over its controls', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
    await app.goto('/orders');
    await app.page.getByTestId('order-row').first().waitFor();
    await app.page.getByRole('button', { name: 'New order' }).click();
    const form = app.page.getByRole('form', { name: 'New order' });
    await form.getByLabel('Notes').fill(`e2e toasts ${run}`);
    await form.getByRole('button', { name: 'Create order' }).click();
    const picker = app.page.getByTestId('product-picker');
    await picker.getByLabel('Search products').fill('SKU-1080');
    await picker.getByRole('button', { name: 'Add SKU-1080', exact: true }).click();
    const toast = app.toast('Added 1 × SKU-1080');
    await toast.waitFor();
    const rect = (selector: string) =>
      app.page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const r = element.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        });
    const drawer = await rect('.mantine-Drawer-content');
    // Wait for the drawer's slide to end before measuring the toast beside it.
    await expect.poll(async () => (await rect('.mantine-Drawer-content')).left).toBe(drawer.left);
    const box = await toast.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    const intersects =
      box.left < drawer.right &&
      box.right > drawer.left &&
      box.top < drawer.bottom &&
      box.bottom > drawer.top;
    expect(intersects, JSON.stringify({ box, drawer })).toBe(false);
    await app.screenshot('toast-beside-drawer');
  });
});
