import { describe, expect, it } from 'vitest';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('invoices', () => {
  const browser = useBrowser();

  it('invoices a consultant order, issues it and records the payment in two parts', async () => {
    const app = await browser.fresh();
    const api = await ApiFixtures.login(app.apiUrl, DEMO.supervisor);
    const [order] = await api.submittedOrders(1);
    if (!order) throw new Error('fixture order missing');

    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await app.heading('Invoices').waitFor();
    await app.page.getByTestId('invoice-row').first().waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('invoices');

    await app.page.getByRole('button', { name: 'New invoice' }).first().click();
    const form = app.page.getByRole('form', { name: 'New invoice from an order' });
    await form.getByRole('combobox', { name: /^Consultant order/ }).fill(order.order_number);
    await app.page.getByRole('option', { name: new RegExp(`^${order.order_number}`) }).click();
    await app.page.mouse.move(0, 0);
    await app.checkA11y('invoice-create-light');
    await form.getByRole('button', { name: 'Create invoice' }).click();

    await app.heading(/^Invoice INV-/).waitFor();
    expect(app.path()).toMatch(/^\/invoices\/\d+$/);
    const detail = app.page.getByTestId('invoice-detail');
    expect(await detail.getAttribute('data-status')).toBe('draft');
    await expect.poll(() => app.page.getByTestId('invoice-line').count()).toBe(2);

    // One more line through the invoice product search.
    const add = app.page.getByRole('form', { name: 'Add a line' });
    await add.getByRole('combobox', { name: /^Product/ }).fill('SKU');
    await app.page.getByRole('option').first().click();
    await add.getByRole('button', { name: 'Add line' }).click();
    await expect.poll(() => app.page.getByTestId('invoice-line').count()).toBe(3);
    await app.page.mouse.move(0, 0);
    await app.checkPage('invoice-draft');
    // A draft has no issue date yet (decision 052).
    await detail.getByText('Not issued yet').waitFor();

    await detail.getByRole('button', { name: 'Issue' }).click();
    await app.page
      .getByRole('dialog', { name: 'Issue invoice' })
      .getByRole('button', { name: 'Issue invoice' })
      .click();
    await app.page.locator('[data-testid="invoice-detail"][data-status="issued"]').waitFor();

    await detail.getByRole('button', { name: 'Record payment' }).click();
    const payment = app.page.getByRole('form', { name: 'Record a payment' });
    await payment.getByLabel('Amount (R)').fill('100.00');
    await payment.getByLabel('Reference').fill('EFT part 1');
    await app.page.mouse.move(0, 0);
    await app.checkA11y('invoice-payment-light');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await app.page
      .locator('[data-testid="invoice-detail"][data-status="partially_paid"]')
      .waitFor();
    expect(await app.page.getByTestId('invoice-paid').textContent()).toMatch(/R\s?100,00/);

    await detail.getByRole('button', { name: 'Record payment' }).click();
    // Pre-filled as the balance beside it is written (`1 131,60`, not `1131.60`), and read back.
    const balance = (await payment.getByTestId('payment-balance').textContent()) ?? '';
    expect(await payment.getByLabel('Amount (R)').inputValue()).toBe(balance.replace(/^R\s*/, ''));
    expect(balance).toMatch(/,\d{2}$/);
    await payment.getByLabel('Reference').fill('EFT part 2');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await app.page.locator('[data-testid="invoice-detail"][data-status="paid"]').waitFor();
    expect(await app.page.getByTestId('invoice-balance').textContent()).toMatch(/R\s?0,00/);
    await expect.poll(() => app.page.getByTestId('invoice-payment').count()).toBe(2);
    await app.closeToasts();
    await app.page.mouse.move(0, 0);
    await app.checkPage('invoice-paid');

    // The printable invoice downloads under its number.
    const title = await app.heading(/^Invoice INV-/).textContent();
    const [pdf] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Download invoice PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${title?.replace('Invoice ', 'invoice_')}.pdf`);
  });
});
