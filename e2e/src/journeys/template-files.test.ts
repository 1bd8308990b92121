import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../fixtures/uploads.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const TEMPLATE = 'Midrand warehouse stock list';

/** The values of one row of the file's first sheet (1-based). */
async function rowOf(bytes: Buffer, row: number): Promise<unknown[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const values = wb.worksheets[0]?.getRow(row).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

/** Clicks a button and returns the file it downloads. */
async function downloadBy(app: AppPage, name: string) {
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    app.page.getByRole('button', { name }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    bytes: await readFile(await download.path()),
  };
}

describe('files people can prepare (warehouse)', () => {
  const browser = useBrowser();
  let app: AppPage;
  let sample: { name: string; bytes: Buffer };

  beforeAll(async () => {
    app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
  });

  it("shows a template's headers and downloads its blank and sample spreadsheets", async () => {
    await app.goto('/templates');
    await app.heading('Templates').waitFor();
    await app.page.getByRole('button', { name: `Preview ${TEMPLATE}` }).click();
    const headers = app.page.getByTestId('preview-headers');
    await headers.getByText('Item Code', { exact: true }).waitFor();
    await headers.getByText('Unit Price (excl VAT)', { exact: true }).waitFor();
    await app.checkPage('template-preview-files');

    const blank = await downloadBy(app, 'Download blank spreadsheet');
    expect(blank.name).toBe('midrand_warehouse_stock_list_blank.xlsx');
    const headerRow = await rowOf(blank.bytes, 1);
    expect(headerRow).toContain('Item Code');
    expect(headerRow).toContain('Unit Price (excl VAT)');
    expect(await rowOf(blank.bytes, 2)).toEqual([]);

    sample = await downloadBy(app, 'Download sample spreadsheet');
    expect(sample.name).toBe('midrand_warehouse_stock_list_sample.xlsx');
    expect((await rowOf(sample.bytes, 2)).length).toBeGreaterThan(2);
  });

  it('uploads the sample with its template and it imports without row errors', async () => {
    await app.goto('/upload');
    await app.heading('Upload').waitFor();
    await app.page.getByRole('combobox', { name: 'Template' }).click();
    await app.page.getByRole('option', { name: TEMPLATE }).click();

    // A wrong type is refused when it is chosen, with a message.
    const input = app.page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await app.page
      .getByRole('alert')
      .getByText('Only .xlsx and .csv files can be uploaded.')
      .waitFor();
    expect(await app.page.getByTestId('chosen-file').count()).toBe(0);

    await input.setInputFiles({ name: sample.name, mimeType: XLSX_MIME, buffer: sample.bytes });
    await app.page.getByTestId('chosen-file').getByText(sample.name).waitFor();
    await app.page.getByRole('button', { name: 'Upload and import' }).click();
    await app.page
      .locator('[data-testid="upload-job"][data-status="completed"]')
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => app.page.getByTestId('stat-imported').textContent()).toBe('3');
  });
});

describe('the consent-form picker refuses other types (supervisor)', () => {
  const browser = useBrowser();
  let app: AppPage;

  beforeAll(async () => {
    app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.closeToasts();
  });

  it('refuses a .txt file when it is chosen and keeps a PDF', async () => {
    await app.goto('/consultants');
    await app.page.getByTestId('consultant-row').first().waitFor();
    await app.page.getByTestId('consultant-row').first().getByRole('link').first().click();
    const upload = app.page.getByRole('form', { name: 'Upload consent form' });
    await upload.waitFor();
    const input = upload.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await upload.getByText('Only PDF, JPEG or PNG files can be uploaded.').waitFor();
    expect(await upload.getByText('notes.txt').count()).toBe(0);
    await input.setInputFiles({
      name: 'popia_consent.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await upload.getByText('popia_consent.pdf').waitFor();
    expect(await upload.getByText('Only PDF, JPEG or PNG files can be uploaded.').count()).toBe(0);
  });
});
