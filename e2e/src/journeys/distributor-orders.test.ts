import { describe, expect, it } from 'vitest';
import {
  type DistributorTemplateLayout,
  distributorOrderXlsx,
} from '../fixtures/distributor-orders.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

interface Template extends DistributorTemplateLayout {
  id: number;
  template_name: string;
}

/** A GET of the API as the signed-in user (cookies ride along). */
function apiGet<T>(app: AppPage, path: string): Promise<T> {
  return app.page.evaluate(
    async ([url]) => (await fetch(url as string, { credentials: 'include' })).json(),
    [`${app.apiUrl}${path}`],
  ) as Promise<T>;
}

describe('distributor orders', () => {
  const browser = useBrowser();

  it('lets a distributor editor import and submit an order but not delete it', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.distributorEditor);
    await app.closeToasts();
    await app.goto('/distributor-orders');
    await app.heading('Distributor Orders').waitFor();
    await app.page.getByTestId('distributor-order-row').first().waitFor();
    // No delete permission: no row selection, so no bulk delete.
    expect(await app.page.getByRole('checkbox', { name: /^Select DO-/ }).count()).toBe(0);
    await app.checkPage('distributor-orders-list');

    const { distributor_templates: templates } = await apiGet<{
      distributor_templates: Template[];
    }>(app, '/api/distributor-templates');
    const template = templates[0];
    if (!template) throw new Error('no demo distributor template');
    const { distributor_orders: orders } = await apiGet<{ distributor_orders: { id: number }[] }>(
      app,
      '/api/distributor-orders?limit=1',
    );
    const sample = await apiGet<{ items: { product_code: string }[] }>(
      app,
      `/api/distributor-orders/${orders[0]?.id}`,
    );
    const codes = sample.items.slice(0, 2).map((item) => item.product_code);
    const file = await distributorOrderXlsx(
      template,
      codes.map((productCode, index) => ({ productCode, quantity: 10 * (index + 1) })),
      'E2E-PO-77',
    );

    await app.page.getByRole('button', { name: 'Import order' }).click();
    const form = app.page.getByRole('form', { name: 'Import distributor order' });
    await form.getByRole('combobox', { name: 'Distributor template' }).click();
    await app.page.getByRole('option', { name: template.template_name }).click();
    // Decision 018: the editor imports for their own distributor (their department) only.
    const name = form.getByLabel('Distributor name');
    expect(await name.inputValue()).toBe('Highveld Wellness Distributors');
    expect(await name.isEditable()).toBe(false);
    await form.getByLabel('Distributor reference').fill('E2E-PO-77');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'e2e_order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await app.checkPage('distributor-orders-import');
    await form.getByRole('button', { name: 'Import order' }).click();
    await app.toast(/Imported DO-/).waitFor();

    const detail = app.page.getByTestId('distributor-order-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('distributor-order-line').count()).toBe(codes.length);
    expect(await detail.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await app.closeToasts();
    await app.checkPage('distributor-orders-drawer');

    // The API agrees: an editor may not delete.
    const url = new URL(app.page.url());
    const id = Number(url.searchParams.get('order'));
    const status = await app.page.evaluate(
      async ([target]) =>
        (await fetch(target as string, { method: 'DELETE', credentials: 'include' })).status,
      [`${app.apiUrl}/api/distributor-orders/${id}`],
    );
    expect(status).toBe(403);

    await detail.getByRole('button', { name: 'Submit to warehouse' }).click();
    const confirm = app.page.getByRole('dialog', { name: 'Submit order' });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await app.toast(/Submitted DO-/).waitFor();
    await detail.locator('[data-status="submitted"]').first().waitFor();

    // A read-only user of another distributor (Polokwane) sees only its own orders, and the
    // Highveld order answers as missing rather than forbidden.
    const reader = await browser.fresh();
    await reader.login(DEMO.distributorReadonly);
    await reader.goto('/distributor-orders');
    await reader.page.getByTestId('distributor-order-row').first().waitFor();
    const rows = await reader.page.getByTestId('distributor-order-row').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('Polokwane Distributors (Pty) Ltd');
    const denied = await reader.page.evaluate(
      async ([target]) => (await fetch(target as string, { credentials: 'include' })).status,
      [`${reader.apiUrl}/api/distributor-orders/${id}`],
    );
    expect(denied).toBe(404);
  });
});
