import { HttpResponse } from 'msw';
import { api } from './contract-http.ts';

/** A write a concurrency test's server received: its `If-Match` and body. */
export interface Sent {
  readonly ifMatch: string | null;
  readonly body: unknown;
}

/** The record's history: its latest save, by Thandi Nkosi (whom the conflict dialog names). */
export const savedByThandi = (resource: string, id: number, summary: string) =>
  api.get('/api/history/{resource}/{id}', () =>
    HttpResponse.json({
      audit_logs: [
        {
          id: 1,
          action: 'update',
          resource,
          resource_id: id,
          record_id: id,
          record_label: null,
          summary,
          request_id: 'req-1',
          ip_address: null,
          actor: { id: 2, name: 'Thandi Nkosi', email: 'thandi@example.com' },
          changes: null,
          created_at: '2026-11-20T08:02:00Z',
        },
      ],
      total: 1,
      skip: 0,
      limit: 1,
    } as never),
  );

interface Line {
  readonly id: number;
  readonly quantity: number;
  readonly unit_price_cents: number;
  readonly line_total_cents: number;
}

/**
 * A line quantity PUT against an order held in `held.state`: the first answers 412 with
 * `theirs` (which the order then is), later ones change the line's quantity and the version.
 */
export function lineQuantityChanges<R extends { version: number; items: readonly Line[] }>(
  held: { state: R },
  theirs: R,
  sent: Sent[],
) {
  // `never`: the answers are the order types the tests hold, not the contract's handler types.
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, unknown>;
  }): Promise<never> => {
    const body = (await request.json()) as { quantity: number };
    sent.push({ ifMatch: request.headers.get('If-Match'), body });
    if (sent.length === 1) {
      held.state = theirs;
      return HttpResponse.json(
        { detail: 'Someone else changed this order', current: theirs } as never,
        { status: 412 },
      ) as never;
    }
    const state = held.state;
    held.state = {
      ...state,
      version: state.version + 1,
      items: state.items.map((item) =>
        item.id === Number(params.itemId)
          ? {
              ...item,
              quantity: body.quantity,
              line_total_cents: body.quantity * item.unit_price_cents,
            }
          : item,
      ),
    };
    return HttpResponse.json(held.state as never, {
      headers: { ETag: `"${held.state.version}"` },
    }) as never;
  };
}
