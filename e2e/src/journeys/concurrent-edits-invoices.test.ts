import { describe, expect, it } from 'vitest';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

/** Two staff members, each in a browser of their own, edit the same invoice (issue 32). */
describe('concurrent edits of an invoice', () => {
  const first = useBrowser();
  const second = useBrowser();
  let a: AppPage;
  let b: AppPage;
  let invoicePath = '';

  const form = (app: AppPage) => app.page.getByRole('form', { name: 'Edit invoice' });
  const openEdit = async (app: AppPage) => {
    await app.goto(invoicePath);
    await app.heading(/^Invoice INV-/).waitFor();
    await app.page
      .getByTestId('invoice-detail')
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    await form(app).getByLabel('Notes').waitFor();
  };
  const saveNotes = async (app: AppPage, notes: string) => {
    await form(app).getByLabel('Notes').fill(notes);
    await form(app).getByRole('button', { name: 'Save' }).click();
  };

  it('tells A at once, in the open edit form, that B saved the invoice', async () => {
    a = await first.fresh();
    b = await second.fresh();
    const api = await ApiFixtures.login(a.apiUrl, DEMO.supervisor);
    const [order] = await api.submittedOrders(1);
    if (!order) throw new Error('fixture order missing');
    await a.login(DEMO.supervisor);
    await b.login(DEMO.admin);
    await a.goto('/invoices');
    await a.page.getByRole('button', { name: 'New invoice' }).first().click();
    const create = a.page.getByRole('form', { name: 'New invoice from an order' });
    await create.getByRole('combobox', { name: /^Consultant order/ }).fill(order.order_number);
    await a.page.getByRole('option', { name: new RegExp(`^${order.order_number}`) }).click();
    await create.getByRole('button', { name: 'Create invoice' }).click();
    await a.heading(/^Invoice INV-/).waitFor();
    invoicePath = a.path();

    await openEdit(a);
    await openEdit(b);
    await saveNotes(b, 'Deliver on Monday');
    await form(b).waitFor({ state: 'detached' });

    const notice = a.page.getByRole('status').filter({ hasText: /Changed by .+ a moment ago/ });
    await notice.first().waitFor();
    await a.checkPage('invoice-edit-changed-by');
  });

  it('asks A when both changed the notes, and keeping A’s saves A’s notes', async () => {
    await saveNotes(a, 'Collect at the depot');
    const dialog = a.page.getByRole('dialog', { name: 'Someone else saved this record' });
    await dialog.waitFor();
    const row = dialog.getByRole('row').filter({ hasText: 'Notes' });
    expect(await row.textContent()).toContain('Deliver on Monday');
    expect(await row.textContent()).toContain('Collect at the depot');
    await a.checkPage('invoice-conflict-dialog');
    await dialog.getByRole('button', { name: 'Keep my changes' }).click();

    await form(a).waitFor({ state: 'detached' });
    await a.page.getByTestId('invoice-detail').getByText('Collect at the depot').waitFor();
    await b.page.reload();
    await b.page.getByTestId('invoice-detail').getByText('Collect at the depot').waitFor();
  });

  it('takes B’s notes when A chooses theirs, keeping nothing of A’s clash', async () => {
    await openEdit(a);
    await openEdit(b);
    await saveNotes(b, 'Courier on Tuesday');
    await form(b).waitFor({ state: 'detached' });
    await saveNotes(a, 'Courier on Wednesday');
    const dialog = a.page.getByRole('dialog', { name: 'Someone else saved this record' });
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => form(a).getByLabel('Notes').inputValue()).toBe('Courier on Tuesday');
  });
});
