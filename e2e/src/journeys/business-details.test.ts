import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// The API's own reader of the PDFs it writes (pdf-lib, standard fonts), as its tests use it.
import { pdfText } from '../../../apps/api/src/lib/pdf/pdf-text.ts';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('business details (decision 049)', () => {
  const browser = useBrowser();

  it('an administrator sets the details once and the invoice PDF prints them', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Business details' })
      .click();
    await app.heading('Business details').waitFor();
    const form = app.page.getByRole('form', { name: 'Business details' });
    await form.getByLabel('Legal name').fill('Journey Botanicals (Pty) Ltd');
    await form.getByLabel('Trading name').fill('Journey Botanicals');
    await form.getByLabel('Address').fill('21 Long Street\nCape Town\n8001');
    // A bad VAT number is refused on the field, and what was typed stays.
    await form.getByLabel('VAT number').fill('5123456789');
    await form.getByRole('button', { name: 'Save details' }).click();
    await app.page.getByText('A VAT number is 10 digits starting with 4').waitFor();
    expect(await form.getByLabel('Legal name').inputValue()).toBe('Journey Botanicals (Pty) Ltd');
    await form.getByLabel('VAT number').fill('4555666777');
    await form.getByLabel('Company registration number').fill('2020/112233/07');
    await app.page.mouse.move(0, 0);
    await app.checkPage('business-details');
    await form.getByRole('button', { name: 'Save details' }).click();
    await app.toast('Business details saved').waitFor();

    // An invoice issued and paid by EFT (made through the API), downloaded from its page.
    const api = await ApiFixtures.login(app.apiUrl, DEMO.supervisor);
    const [order] = await api.submittedOrders(1);
    if (!order) throw new Error('fixture order missing');
    const invoice = await api.call<{ id: number; invoice_number: string; issue_date: string }>(
      'POST',
      '/api/invoices/from-order',
      { source_type: 'consultant_order', source_id: order.id },
    );
    await app.goto(`/invoices/${invoice.id}`);
    await app.heading(`Invoice ${invoice.invoice_number}`).waitFor();
    const detail = app.page.getByTestId('invoice-detail');
    await detail.getByRole('button', { name: 'Issue' }).click();
    await app.page
      .getByRole('dialog', { name: 'Issue invoice' })
      .getByRole('button', { name: 'Issue invoice' })
      .click();
    await app.page.locator('[data-testid="invoice-detail"][data-status="issued"]').waitFor();
    await detail.getByRole('button', { name: 'Record payment' }).click();
    const payment = app.page.getByRole('form', { name: 'Record a payment' });
    await payment.getByLabel('Amount (R)').fill('10.00');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await app.page
      .locator('[data-testid="invoice-detail"][data-status="partially_paid"]')
      .waitFor();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Download invoice PDF' }).click(),
    ]);
    const path = await download.path();
    // The screens' day format (en-ZA): `20 Nov 2026`.
    const issued = new Intl.DateTimeFormat('en-ZA', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${invoice.issue_date}T00:00:00Z`));
    const text = (await pdfText(new Uint8Array(await readFile(path)))).flat().join('\n');
    for (const expected of [
      `Tax invoice ${invoice.invoice_number}`,
      'Journey Botanicals (Pty) Ltd',
      '21 Long Street',
      'VAT number: 4555666777',
      'Registration number: 2020/112233/07',
      `Date of issue`,
      issued,
      'EFT',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(invoice.issue_date);
    expect(text).not.toMatch(/\beft\b/);
  });
});
