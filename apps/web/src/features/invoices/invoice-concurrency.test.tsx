import type { Invoice } from '@back-office/api-client';
import { liveRecords } from '@back-office/hooks/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Sent, savedByThandi } from '../../test-utils/concurrency.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { makeInvoice } from '../../test-utils/invoice-fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ME = makeUser(['supervisor'], { id: 1, full_name: 'Ada Admin' });

const LOADED: Invoice = makeInvoice({ notes: 'Deliver Friday' });

/** The invoice as loaded; the first write answers 412 with `theirs`, later ones succeed. */
function setup(theirs: Invoice, path: '/api/invoices/{id}' | '/api/invoices/{id}/payment') {
  const sent: Sent[] = [];
  server.use(
    ...sessionHandlers(ME),
    api.get('/api/invoices/{id}', () => HttpResponse.json(LOADED)),
    savedByThandi('invoices', 3, 'Changed the notes'),
    api.put(path, async ({ request }) => {
      sent.push({ ifMatch: request.headers.get('If-Match'), body: await request.json() });
      if (sent.length === 1) {
        return HttpResponse.json(
          { detail: 'Someone else changed this invoice', current: theirs } as never,
          { status: 412 },
        );
      }
      return HttpResponse.json({ ...theirs, version: 3 });
    }),
  );
  return sent;
}

async function openEdit() {
  const view = renderApp('/invoices/3');
  await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
  await view.user.click(screen.getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('form', { name: 'Edit invoice' });
  return { ...view, form };
}

describe('invoice edits that merge or ask', () => {
  it('sends only the notes, and resends them at once when the other save touched the due date', async () => {
    const sent = setup({ ...LOADED, version: 2, due_date: '2026-12-31' }, '/api/invoices/{id}');
    const { user, form } = await openEdit();
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Collect at depot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ifMatch: '"1"', body: { notes: 'Collect at depot' } },
      { ifMatch: '"2"', body: { notes: 'Collect at depot' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit invoice' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull();
  });

  it('asks when both changed the notes, showing who; keeping mine resends them', async () => {
    const sent = setup({ ...LOADED, version: 2, notes: 'Deliver Monday' }, '/api/invoices/{id}');
    const { user, form } = await openEdit();
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Collect at depot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await within(dialog).findByText(/Saved by Thandi Nkosi/);
    const row = within(dialog).getByRole('row', { name: /Notes/ });
    expect(row.textContent).toContain('Deliver Monday');
    expect(row.textContent).toContain('Collect at depot');
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { notes: 'Collect at depot' } });
  });

  it('takes theirs on a clash: their notes in the form, nothing sent again', async () => {
    const sent = setup({ ...LOADED, version: 2, notes: 'Deliver Monday' }, '/api/invoices/{id}');
    const { user, form } = await openEdit();
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Collect at depot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    const again = await screen.findByRole('form', { name: 'Edit invoice' });
    await waitFor(() =>
      expect((within(again).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe(
        'Deliver Monday',
      ),
    );
    expect(sent).toHaveLength(1);
  });

  it('shows what changed on the invoice before recording a payment against it, and asks', async () => {
    const sent = setup(
      { ...LOADED, version: 2, amount_paid_cents: 13160, balance_cents: 100000 },
      '/api/invoices/{id}/payment',
    );
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const amount = within(form).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    expect(dialog.textContent).toContain('Check the balance');
    expect(within(dialog).getByRole('row', { name: /Balance/ }).textContent).toMatch(/1\s?000,00/);
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.ifMatch).toBe('"2"');
    expect(sent[1]?.body).toMatchObject({ amount_cents: 50000 });
  });

  it('says at once on the invoice page when someone else saves it', async () => {
    setup(LOADED, '/api/invoices/{id}');
    renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    const at = '2026-11-20T08:02:00Z';
    act(() =>
      liveRecords.publish({
        resource: 'invoices',
        id: 3,
        version: 2,
        by: { id: 2, name: 'Thandi Nkosi' },
        at,
      }),
    );
    expect(await screen.findByText('Changed by Thandi Nkosi a moment ago')).toBeTruthy();
  });
});
