import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bulkUploadCsv, consentPdf } from '../fixtures/consultants.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

/** A name no demo row or earlier run has (letters only: names are validated as text). */
const tag = `Eetee${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

describe('consultants', () => {
  const browser = useBrowser();
  let app: AppPage;
  let detailPath = '';

  it('lists consultants and creates one through the form', async () => {
    app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Consultants', exact: true })
      .click();
    await app.heading('Consultants').waitFor();
    await app.page.getByTestId('consultant-row').first().waitFor();
    await app.checkPage('consultants');

    await app.page.getByRole('link', { name: 'Add consultant' }).click();
    await app.heading('Add Consultant').waitFor();
    const form = app.page.getByRole('form', { name: 'Create consultant' });
    await form.getByLabel('First name').fill('Lerato');
    await form.getByLabel('Last name').fill(tag);
    await form.getByLabel('Email').fill(`lerato.${tag.toLowerCase()}@example.co.za`);
    await form.getByLabel('Phone').fill('+27825550999');
    await form.getByLabel('Street address').fill('7 Vilakazi Street');
    await form.getByLabel('City').fill('Soweto');
    await form.getByLabel('Province').click();
    await app.page.getByRole('option', { name: 'Gauteng' }).click();
    await form.getByLabel('Postal code').fill('1804');
    await app.checkPage('consultant-add');
    await form.getByRole('button', { name: 'Create consultant' }).click();

    await app.heading(`Lerato ${tag}`).waitFor();
    expect(app.path()).toMatch(/^\/consultants\/\d+$/);
    detailPath = app.path();
    await app.page.getByText('No consent forms yet').waitFor();
    await app.checkPage('consultant-detail');
  });

  it('uploads a consent form with its type and description', async () => {
    const upload = app.page.getByRole('form', { name: 'Upload consent form' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'popia_consent_lerato.pdf',
      mimeType: 'application/pdf',
      buffer: consentPdf(`POPIA consent of Lerato ${tag}`),
    });
    await upload.getByLabel('Description').fill('Signed at the Soweto branch');
    await upload.getByRole('button', { name: 'Upload consent form' }).click();
    const row = app.page
      .getByTestId('consent-form-row')
      .filter({ hasText: 'popia_consent_lerato.pdf' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Signed at the Soweto branch');
    expect(await row.textContent()).toContain('POPIA consent');
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download popia_consent_lerato.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await app.closeToasts();
    await app.checkPage('consultant-consent-uploaded');
  });

  it('refuses a bulk upload with one bad row, shows the row and imports nothing', async () => {
    await app.goto('/consultants/upload');
    await app.heading('Bulk Upload Consultants').waitFor();
    await app.page.locator('input[type="file"]').setInputFiles({
      name: 'consultants.csv',
      mimeType: 'text/csv',
      buffer: bulkUploadCsv(tag),
    });
    await expect.poll(() => app.page.getByTestId('preview-row').count()).toBe(3);
    await app.page.getByRole('button', { name: 'Upload and import' }).click();
    const errors = app.page.getByTestId('upload-errors');
    await errors.waitFor();
    expect(await errors.getByTestId('row-error').count()).toBe(1);
    const rowError = (await errors.getByTestId('row-error').textContent()) ?? '';
    expect(rowError).toContain('3');
    expect(rowError).toContain('province');
    const invalid = app.page.locator('[data-testid="preview-row"][data-invalid]');
    expect(await invalid.count()).toBe(1);
    expect(await invalid.textContent()).toContain('Bongani');
    await app.checkPage('consultants-upload-refused');

    await app.goto(`/consultants?search=${tag}`);
    await app.heading('Consultants').waitFor();
    await app.page.getByTestId('consultant-row').first().waitFor();
    // Only the consultant made through the form: none of the file's three.
    expect(await app.page.getByTestId('consultant-row').count()).toBe(1);
    expect(await app.page.getByTestId('consultant-row').textContent()).toContain('Lerato');
  });

  it('offers a CSV template with an example row that is refused if left in (decision 017)', async () => {
    await app.goto('/consultants/upload');
    await app.heading('Bulk Upload Consultants').waitFor();
    const allowed = app.page.getByRole('table', { name: 'Allowed values' });
    await allowed.getByText(/KwaZulu-Natal/).waitFor();
    await allowed.getByText('active, inactive, suspended (blank: active)').waitFor();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('consultants_template.csv');
    const template = await readFile(await download.path());
    const [header, example] = template.toString('utf8').trim().split(/\r?\n/);
    expect(header?.startsWith('consultant_number,first_name,last_name')).toBe(true);
    expect(example?.startsWith('EXAMPLE,')).toBe(true);

    // Uploaded as downloaded: the example row is refused and nothing is imported.
    await app.page.locator('input[type="file"]').setInputFiles({
      name: 'consultants_template.csv',
      mimeType: 'text/csv',
      buffer: template,
    });
    await expect.poll(() => app.page.getByTestId('preview-row').count()).toBe(1);
    // ID numbers are masked in the preview list.
    const preview = app.page.getByRole('table', { name: 'File preview' });
    await preview.getByText('*********9087').waitFor();
    expect(await preview.textContent()).not.toContain('8001015009087');
    await app.page.getByRole('button', { name: 'Upload and import' }).click();
    const errors = app.page.getByTestId('upload-errors');
    await errors
      .getByText("This is the template's example row; delete it and upload again")
      .waitFor();
    await app.checkPage('consultants-upload-template');
  });

  it('exports the selected consultants under the server file name', async () => {
    await app.goto('/consultants?sort_by=consultant_number&sort_order=asc');
    await app.page.getByTestId('consultant-row').first().waitFor();
    const checkboxes = app.page.getByTestId('consultant-row').getByRole('checkbox');
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    const bar = app.page.getByTestId('bulk-action-bar');
    await bar.getByText('2 consultants selected').waitFor();
    await app.checkPage('consultants-selected');
    await bar.getByRole('button', { name: 'Export selected' }).click();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^consultants_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await app.toast(/Exported consultants_/).waitFor();
  });

  it('deletes a consultant without a dialog and brings it back with Undo (decision 027)', async () => {
    await app.goto(detailPath);
    await app.heading(`Lerato ${tag}`).waitFor();
    await app.closeToasts();
    await app.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await app.heading('Consultants').waitFor();
    const toast = app.toast(`Lerato ${tag} deleted`);
    await toast.waitFor();
    // The toast stays while hovered; the list (searched in the app, no reload) no longer has it.
    await toast.hover();
    await app.page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await app.page.getByText('No consultants match').waitFor();
    expect(await app.page.getByTestId('consultant-row').count()).toBe(0);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await app.page.getByTestId('consultant-row').filter({ hasText: tag }).waitFor();
    await toast.waitFor({ state: 'detached' });
    // Still there for the server too: its page opens after a reload.
    await app.goto(detailPath);
    await app.heading(`Lerato ${tag}`).waitFor();
  });
});
