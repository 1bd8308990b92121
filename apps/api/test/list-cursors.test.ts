import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

/** A list of the contract with cursor pages: its operation, rows' field and sorts. */
interface CursorList {
  op: string;
  rows: string;
  sorts: string[];
}

// Every sort of each list: a nullable key (processed_at, submitted_at) has its empty cells last.
const LISTS: CursorList[] = [
  {
    op: 'listOrders',
    rows: 'orders',
    sorts: [
      'created_at',
      'updated_at',
      'processed_at',
      'reference',
      'status',
      'total_cents',
      'item_count',
    ],
  },
  {
    op: 'listConsultantOrders',
    rows: 'consultant_orders',
    sorts: [
      'created_at',
      'updated_at',
      'order_date',
      'order_number',
      'consultant_name',
      'status',
      'total_cents',
    ],
  },
  {
    op: 'listInvoices',
    rows: 'invoices',
    sorts: [
      'created_at',
      'invoice_number',
      'issue_date',
      'due_date',
      'bill_to_name',
      'status',
      'total_cents',
      'balance_cents',
    ],
  },
  {
    op: 'listCombinedOrders',
    rows: 'combined_orders',
    sorts: ['created_at', 'combined_number', 'status', 'consultant_order_count', 'total_cents'],
  },
  {
    op: 'listDistributorOrders',
    rows: 'distributor_orders',
    sorts: [
      'created_at',
      'order_number',
      'distributor_name',
      'status',
      'total_cents',
      'submitted_at',
    ],
  },
  {
    op: 'listConsultants',
    rows: 'consultants',
    sorts: [
      'created_at',
      'updated_at',
      'consultant_number',
      'first_name',
      'last_name',
      'joined_date',
      'status',
    ],
  },
  { op: 'listAuditLogs', rows: 'audit_logs', sorts: ['created_at', 'action', 'resource'] },
];

interface Page {
  total: number;
  total_is_estimate?: boolean;
  next_cursor?: string | null;
  [rows: string]: unknown;
}

let t: TestApp;
let root: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.login('root@example.com');
  // Audit rows with ties in every sort (the same moment, action and resource for several).
  await t.deps.db.query(
    `INSERT INTO audit_log (action, resource, record_id, summary, created_at)
     SELECT (ARRAY['create', 'update', 'delete'])[1 + n % 3], (ARRAY['orders', 'invoices'])[1 + n % 2],
            n, 'Keyset row ' || n, timestamptz '2026-11-20 08:00:00.123456Z' + (n / 4) * interval '1 microsecond'
       FROM generate_series(1, 17) n`,
  );
});
afterAll(() => t.close());

async function page(op: string, query: Record<string, string | number>): Promise<Page> {
  const res = await root.call<Page>(op, { query });
  expect(res.status, `${op} ${JSON.stringify(query)}`).toBe(200);
  return res.body;
}
const idsOf = (list: CursorList, p: Page) => (p[list.rows] as { id: number }[]).map((r) => r.id);

describe('list pages by cursor', () => {
  for (const list of LISTS) {
    it(`${list.op}: every sort walked by cursor, both directions, is the whole list's order`, async () => {
      for (const sort_by of list.sorts) {
        for (const sort_order of ['asc', 'desc']) {
          const query = { sort_by, sort_order };
          const whole = await page(list.op, { ...query, limit: 1000 });
          expect(whole.next_cursor).toBeNull();
          const rows = idsOf(list, whole).length;
          expect(rows, `${list.op} has more than one row`).toBeGreaterThan(1);
          // About five pages, whatever the list's length.
          const limit = Math.max(1, Math.ceil(rows / 5));
          expect(whole.total_is_estimate).toBe(false);
          const walked: number[] = [];
          let cursor: string | null | undefined;
          let pages = 0;
          do {
            const next = await page(list.op, { ...query, limit, ...(cursor ? { cursor } : {}) });
            walked.push(...idsOf(list, next));
            cursor = next.next_cursor;
            pages++;
          } while (cursor && pages < 500);
          expect(walked, `${list.op} ${sort_by} ${sort_order}`).toEqual(idsOf(list, whole));
        }
      }
    });

    it(`${list.op}: a cursor of another sort, a forged one, or one with skip is a 400`, async () => {
      const first = await page(list.op, { sort_by: 'created_at', sort_order: 'desc', limit: 1 });
      const good = first.next_cursor ?? '';
      expect(good, `${list.op} has more than one row`).not.toBe('');
      const forged = Buffer.from(JSON.stringify(['created_at', 'desc', 'soon', 1])).toString(
        'base64url',
      );
      const hostile: Record<string, string | number>[] = [
        { sort_by: 'created_at', sort_order: 'asc', cursor: good },
        { sort_by: 'created_at', sort_order: 'desc', cursor: forged },
        { sort_by: 'created_at', sort_order: 'desc', cursor: 'not a cursor' },
        { sort_by: 'created_at', sort_order: 'desc', cursor: good, skip: 1 },
      ];
      for (const query of hostile) {
        const res = await root.call(list.op, { query });
        expect(res.status, `${list.op} ${JSON.stringify(query)}`).toBe(400);
      }
    });
  }
});

describe('notifications by cursor', () => {
  it('walks newest first and refuses a forged cursor', async () => {
    const [me] = await t.deps.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'root@example.com'`,
    );
    for (let i = 0; i < 7; i++) {
      await t.deps.db.query(
        `INSERT INTO notifications (user_id, kind, resource, record_id, job_id, reference, outcome)
         VALUES ($1, 'order', 'orders', $2, 900000 + $2, $3, 'completed')`,
        [me?.id, i + 1, `Order ${i} processed`],
      );
    }
    const whole = await page('listNotifications', { limit: 100 });
    const ids: number[] = [];
    let cursor: string | null | undefined;
    do {
      const next = await page('listNotifications', { limit: 2, ...(cursor ? { cursor } : {}) });
      ids.push(...(next.notifications as { id: number }[]).map((n) => n.id));
      cursor = next.next_cursor;
    } while (cursor);
    expect(ids).toEqual((whole.notifications as { id: number }[]).map((n) => n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThanOrEqual(7);
    const res = await root.call('listNotifications', { query: { cursor: 'bm90IGEgY3Vyc29y' } });
    expect(res.status).toBe(400);
  });
});
