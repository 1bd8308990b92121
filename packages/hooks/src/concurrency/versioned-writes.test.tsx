import { example } from '@back-office/api-client/testing';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultantKeys } from '../queries/consultants/keys.ts';
import { useUpdateConsultant } from '../queries/consultants/mutations.ts';
import { invoiceKeys, useUpdateInvoiceItem } from '../queries/invoices.ts';
import { createTestHarness } from '../test/render.tsx';
import { BASE_URL, server } from '../test/server.ts';
import { isStaleRecord } from './stale-record-error.ts';

// Raw MSW handlers: 412 and ETag headers are what these tests are about (decision 041).
const consultant = { ...example('Consultant'), id: 8, version: 41 };
const url = `${BASE_URL}/api/consultants/8`;

/** Answers PUT /api/consultants/8 like the API: 412 unless If-Match names `current`'s version. */
function consultantServer(current: { version: number; phone: string | null }) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(url, () =>
      HttpResponse.json(
        { ...consultant, ...current },
        { headers: { ETag: `"${current.version}"` } },
      ),
    ),
    http.put(url, async ({ request }) => {
      const ifMatch = request.headers.get('If-Match');
      seen.push(ifMatch);
      if (ifMatch !== `"${current.version}"`) {
        return HttpResponse.json(
          { detail: 'Changed since you read it', current: { ...consultant, ...current } },
          { status: 412 },
        );
      }
      const body = (await request.json()) as Record<string, unknown>;
      current.version += 1;
      return HttpResponse.json(
        { ...consultant, ...current, ...body },
        { headers: { ETag: `"${current.version}"` } },
      );
    }),
  );
  return seen;
}

describe('writes of versioned records', () => {
  it('send If-Match from the cached detail and store the answer and its new version', async () => {
    const seen = consultantServer({ version: 41, phone: '+27820000001' });
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(consultantKeys.detail(8), consultant);
    const { result } = renderHook(() => useUpdateConsultant(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ id: 8, body: { email: 'new@example.co.za' } }));
    expect(seen).toEqual(['"41"']);
    expect(queryClient.getQueryData(consultantKeys.detail(8))).toMatchObject({
      version: 42,
      email: 'new@example.co.za',
    });
  });

  it('take the version from a list row when no detail is cached, else read the record first', async () => {
    const seen = consultantServer({ version: 41, phone: null });
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(consultantKeys.list({}), { consultants: [consultant], total: 1 });
    const { result } = renderHook(() => useUpdateConsultant(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ id: 8, body: { phone: '+27821111111' } }));
    queryClient.clear();
    await act(() => result.current.mutateAsync({ id: 8, body: { phone: '+27822222222' } }));
    expect(seen).toEqual(['"41"', '"42"']);
  });

  it('reject a stale write with the current record, cached so that a resend goes with its version', async () => {
    const seen = consultantServer({ version: 50, phone: '+27829999999' });
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(consultantKeys.detail(8), consultant);
    const { result } = renderHook(() => useUpdateConsultant(), { wrapper: Wrapper });
    const error = await act(() =>
      result.current.mutateAsync({ id: 8, body: { phone: '+27823333333' } }).catch((e) => e),
    );
    expect(isStaleRecord(error)).toBe(true);
    if (!isStaleRecord<typeof consultant>(error)) return;
    expect(error.status).toBe(412);
    expect(error.current.phone).toBe('+27829999999');
    await act(() => result.current.mutateAsync({ id: 8, body: { phone: '+27823333333' } }));
    expect(seen).toEqual(['"41"', '"50"']);
  });

  it('precondition a line on its parent: an invoice line sends the invoice’s version', async () => {
    const invoice = { ...example('Invoice'), id: 4, version: 7 };
    const seen: (string | null)[] = [];
    server.use(
      http.put(`${BASE_URL}/api/invoices/4/items/9`, ({ request }) => {
        seen.push(request.headers.get('If-Match'));
        return HttpResponse.json({ ...invoice, version: 8 }, { headers: { ETag: '"8"' } });
      }),
    );
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(invoiceKeys.detail(4), invoice);
    const { result } = renderHook(() => useUpdateInvoiceItem(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ invoiceId: 4, itemId: 9, body: { quantity: 2 } }));
    expect(seen).toEqual(['"7"']);
    expect(queryClient.getQueryData(invoiceKeys.detail(4))).toMatchObject({ version: 8 });
  });
});
