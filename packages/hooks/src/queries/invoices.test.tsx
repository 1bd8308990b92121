import { example } from '@back-office/api-client/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { combinedOrderKeys } from './combined-orders.ts';
import {
  invoiceKeys,
  useAddInvoiceItem,
  useDeleteInvoiceItem,
  useRecordInvoicePayment,
  useUpdateInvoice,
  useUpdateInvoiceItem,
} from './invoices.ts';

const invoice = example('Invoice');
const answer = () => ({ status: 200, body: invoice });

function seeded() {
  const harness = createTestHarness();
  seedQueries(harness.queryClient, [
    invoiceKeys.detail(invoice.id),
    invoiceKeys.detail(invoice.id, { product_code: 'RB-TEA-250' }),
    invoiceKeys.list({ period_id: 11 }),
    invoiceKeys.list({ period_id: 11, status: 'issued' }),
    invoiceKeys.detail(invoice.id + 1),
    invoiceKeys.productSearch({ query: 'rooibos', period_id: 11 }),
    combinedOrderKeys.list({ period_id: 11 }),
  ]);
  return harness;
}

/** A change to invoice 42: every cached variant of it and every invoice list, nothing else. */
const invoiceStale = keysOf([
  invoiceKeys.detail(invoice.id),
  invoiceKeys.detail(invoice.id, { product_code: 'RB-TEA-250' }),
  invoiceKeys.list({ period_id: 11 }),
  invoiceKeys.list({ period_id: 11, status: 'issued' }),
]);

describe('invoice changes refresh the invoice and the lists only', () => {
  it('recording a payment', async () => {
    server.use(mockOperation('put', '/api/invoices/{id}/payment', answer));
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useRecordInvoicePayment(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        id: invoice.id,
        body: { amount_cents: 10_000, paid_on: '2026-11-28', method: 'eft' },
      });
    });
    expect(invalidatedKeys(queryClient)).toEqual(invoiceStale);
  });

  it('updating the invoice', async () => {
    server.use(mockOperation('put', '/api/invoices/{id}', answer));
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useUpdateInvoice(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: invoice.id, body: { notes: 'Collect on Friday' } });
    });
    expect(invalidatedKeys(queryClient)).toEqual(invoiceStale);
  });

  it('adding an item', async () => {
    server.use(mockOperation('post', '/api/invoices/{id}/items', answer));
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useAddInvoiceItem(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        invoiceId: invoice.id,
        body: { product_code: 'RB-TEA-250', quantity: 2 },
      });
    });
    expect(invalidatedKeys(queryClient)).toEqual(invoiceStale);
  });

  it('changing an item', async () => {
    server.use(mockOperation('put', '/api/invoices/{id}/items/{itemId}', answer));
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useUpdateInvoiceItem(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        invoiceId: invoice.id,
        itemId: 801,
        body: { quantity: 8 },
      });
    });
    expect(invalidatedKeys(queryClient)).toEqual(invoiceStale);
  });

  it('deleting an item', async () => {
    server.use(mockOperation('delete', '/api/invoices/{id}/items/{itemId}', answer));
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useDeleteInvoiceItem(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ invoiceId: invoice.id, itemId: 801 });
    });
    expect(invalidatedKeys(queryClient)).toEqual(invoiceStale);
  });
});
