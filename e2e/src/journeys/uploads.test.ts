import { beforeAll, describe, expect, it } from 'vitest';
import { badStockList, goodStockList, XLSX_MIME } from '../fixtures/uploads.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const TEMPLATE = 'Midrand warehouse stock list';
const run = Date.now().toString(36).toUpperCase();

async function chooseTemplate(app: AppPage, name: string) {
  await app.page.getByRole('combobox', { name: 'Template' }).click();
  await app.page.getByRole('option', { name }).click();
}

async function dropFile(app: AppPage, name: string, buffer: Buffer) {
  await app.page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX_MIME, buffer });
  await app.page.getByTestId('chosen-file').getByText(name).waitFor();
}

describe('uploads, products and history (warehouse)', () => {
  const browser = useBrowser();
  let app: AppPage;
  let goodFile: Buffer;

  beforeAll(async () => {
    app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
  });

  it('uploads a generated spreadsheet, watches the import and opens its products', async () => {
    await app.goto('/upload');
    await app.heading('Upload').waitFor();
    await app.checkPage('upload-form');
    await chooseTemplate(app, TEMPLATE);
    expect(app.path()).toMatch(/template_id=\d+/);
    goodFile = await goodStockList(`E2E${run}`, 12);
    await dropFile(app, `e2e_stock_${run}.xlsx`, goodFile);
    await app.page.getByRole('button', { name: 'Upload and import' }).click();

    const job = app.page.getByTestId('upload-job');
    await job.and(app.page.locator('[data-status="completed"]')).waitFor({ timeout: 30_000 });
    expect(app.path()).toMatch(/upload=\d+/);
    await expect.poll(() => app.page.getByTestId('stat-imported').textContent()).toBe('12');
    await app.checkPage('upload-completed');

    await app.page.getByRole('link', { name: 'View the 12 products' }).click();
    await app.heading('Products').waitFor();
    expect(app.path()).toMatch(/upload_session_id=\d+/);
    await expect.poll(() => app.page.getByTestId('product-row').count()).toBe(12);
    await app.page.getByTestId('product-count').getByText('12 products').waitFor();
    await app.page.getByText(`E2E${run}-001`, { exact: true }).waitFor();
    await app.page.getByText('R 89,50').first().waitFor();
    // Warehouse staff may read products, not delete them.
    expect(await app.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await app.page.getByRole('checkbox').count()).toBe(0);

    // Sorting by price lives in the URL and survives a reload.
    await app.page.getByRole('button', { name: 'Unit price' }).click();
    await app.page.waitForURL(/sort_by=unit_price_cents/);
    await app.page.reload();
    await app.heading('Products').waitFor();
    await expect
      .poll(() => app.page.getByTestId('product-row').first().textContent())
      .toContain(`E2E${run}-001`);
    await app.checkPage('products-of-upload');
  });

  it('a bad spreadsheet shows its row errors and imports nothing', async () => {
    await app.goto('/upload');
    await chooseTemplate(app, TEMPLATE);
    await dropFile(app, `e2e_bad_${run}.xlsx`, await badStockList(`BAD${run}`));
    await app.page.getByRole('button', { name: 'Upload and import' }).click();
    await app.page
      .locator('[data-testid="upload-job"][data-status="failed"]')
      .waitFor({ timeout: 30_000 });
    const errors = app.page.getByTestId('row-error');
    await expect.poll(() => errors.count()).toBeGreaterThanOrEqual(3);
    await app.page
      .getByRole('table', { name: 'Row errors' })
      .getByText('Unit Price (excl VAT)')
      .first()
      .waitFor();
    expect(await app.page.getByTestId('stat-imported').textContent()).toBe('0');
    expect(await app.page.getByRole('link', { name: /View the/ }).count()).toBe(0);
    await app.checkPage('upload-failed');

    // Nothing was imported: no product carries the bad file's codes.
    await app.goto(`/products?search=BAD${run}`);
    await app.page.getByText('No products match').waitFor();
  });

  it('the history lists both uploads and opens one with its errors', async () => {
    await app.goto(`/history?search=${run.toLowerCase()}`);
    await app.heading('History').waitFor();
    const rows = app.page.getByTestId('upload-row');
    await expect.poll(() => rows.count()).toBe(2);
    await app.page.locator('[data-testid="upload-row"][data-status="failed"]').waitFor();
    await app.checkPage('history');

    await app.page.getByRole('button', { name: `e2e_bad_${run}.xlsx` }).click();
    const drawer = app.page.getByRole('dialog', { name: `e2e_bad_${run}.xlsx` });
    await drawer.getByRole('table', { name: 'Row errors' }).waitFor();
    expect(app.path()).toMatch(/upload=\d+/);
    await app.checkPage('history-failed-upload');
    await app.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await app.page.getByRole('button', { name: `e2e_stock_${run}.xlsx` }).click();
    await app.page.getByRole('link', { name: /View its product set \(12 products\)/ }).click();
    await app.heading('Products').waitFor();
    await expect.poll(() => app.page.getByTestId('product-row').count()).toBe(12);
  });

  it('the same spreadsheet again is warned about; skipping makes no twins (decision 017)', async () => {
    await app.goto('/upload');
    await chooseTemplate(app, TEMPLATE);
    await dropFile(app, `e2e_stock_again_${run}.xlsx`, goodFile);
    // The file goes up once (decision 066): the import refers to the kept preview.
    const posted: string[] = [];
    app.page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname.startsWith('/api/upload')
      ) {
        posted.push(new URL(request.url()).pathname.replace(/\d+/, '{id}'));
      }
    });
    await app.page.getByRole('button', { name: 'Upload and import' }).click();
    const warning = app.page.getByTestId('existing-products-choice');
    await warning
      .getByText(`This very file was imported before as e2e_stock_${run}.xlsx`)
      .waitFor();
    await warning
      .getByText(/12 product codes of 12 rows .* are already in the catalogue/)
      .waitFor();
    await app.checkPage('upload-existing-products');
    await app.page.getByRole('radio', { name: /Skip/ }).check();
    await app.page.getByRole('button', { name: 'Import new codes only' }).click();
    const job = app.page.getByTestId('upload-job');
    await job.and(app.page.locator('[data-status="completed"]')).waitFor({ timeout: 30_000 });
    await job
      .getByText('0 products imported, 12 products already in the catalogue skipped')
      .waitFor();
    expect(posted).toEqual(['/api/upload/preview', '/api/upload/preview/{id}/import']);

    await app.goto(`/products?search=E2E${run}-001`);
    await app.heading('Products').waitFor();
    await expect.poll(() => app.page.getByTestId('product-row').count()).toBe(1);
  });
});
