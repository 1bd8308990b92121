import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { SseReader } from './helpers/sse-reader.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { testProduct, testProductSet } from './orders-fixtures.ts';

type NotificationBody = Schemas['Notification'];

let t: TestApp;
let staff: TestClient;
let supervisor: TestClient;
let productId = 0;

beforeAll(async () => {
  // A short heartbeat, so a stream notices a logout at once; two streams per user.
  t = await createTestApp({ EVENTS_HEARTBEAT_MS: '50', EVENTS_MAX_STREAMS: '2' });
  staff = await t.login('warehouse@example.com');
  supervisor = await t.login('supervisor@example.com');
  const setId = await testProductSet(t.deps.db, 'notifications-test.xlsx');
  productId = await testProduct(t.deps.db, setId, {
    code: 'ZQN-0001',
    description: 'Baobab Hand Cream',
    price: 4500,
    stock: 100,
  });
});
afterAll(() => t.close());

/** Creates an order as `client` and starts its processing; answers the order's id. */
async function processOrder(client: TestClient, reference: string): Promise<number> {
  const items = [{ product_id: productId, quantity: 2 }];
  const created = await answer<{ id: number }>(
    client.api.POST('/api/orders', { body: { reference, items } }),
  );
  expect(created.status).toBe(201);
  const id = created.body.id;
  const started = await answer(
    client.api.POST('/api/orders/{id}/process', { params: { path: { id } } }),
  );
  expect(started.status).toBe(202);
  return id;
}

const open = async (client: TestClient, headers: Record<string, string> = {}) => {
  const res = await client.raw('GET', '/api/events', { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = new SseReader(res);
  expect(await reader.next()).toEqual({ retry: 5000 });
  return reader;
};
const notificationOf = (message: { data?: string } | undefined) =>
  JSON.parse(message?.data ?? 'null') as NotificationBody;

describe('live events (GET /api/events)', () => {
  it('answers 401 without a session', async () => {
    const res = await t.anonymous().call('streamEvents');
    expect(res.status).toBe(401);
  });

  it('streams the end of the caller’s own job, never another user’s', async () => {
    const mine = await open(staff);
    const theirs = await open(supervisor);
    const theirOrder = await processOrder(supervisor, 'ORD-LIVE-THEIRS');
    await t.deps.jobs.idle();
    const myOrder = await processOrder(staff, 'ORD-LIVE-MINE');
    await t.deps.jobs.idle();

    // The first job event and notification on my stream are my order's, not the earlier one.
    const job = await mine.nextEvent('job');
    expect(JSON.parse(job?.data ?? '')).toMatchObject({ kind: 'order', id: myOrder });
    const told = await mine.nextEvent('notification');
    expect(notificationOf(told)).toMatchObject({
      kind: 'order',
      resource: 'orders',
      record_id: myOrder,
      outcome: 'completed',
      reference: 'Order ORD-LIVE-MINE processed',
      result_id: null,
      read_at: null,
    });
    expect(told?.id).toBe(String(notificationOf(told).id));
    const theirTold = await theirs.nextEvent('notification');
    expect(notificationOf(theirTold).record_id).toBe(theirOrder);
    await mine.close();
    await theirs.close();
  });

  it('replays what was missed after Last-Event-ID, then goes on live', async () => {
    const listed = await answer(staff.api.GET('/api/notifications'));
    const lastSeen = (listed.body as { notifications: NotificationBody[] }).notifications[0]?.id;
    expect(lastSeen).toBeDefined();
    const missed = await processOrder(staff, 'ORD-LIVE-MISSED');
    await t.deps.jobs.idle();

    const resumed = await open(staff, { 'Last-Event-ID': String(lastSeen) });
    expect(notificationOf(await resumed.next()).record_id).toBe(missed);
    const live = await processOrder(staff, 'ORD-LIVE-AFTER');
    await t.deps.jobs.idle();
    expect(notificationOf(await resumed.nextEvent('notification')).record_id).toBe(live);
    await resumed.close();
  });

  it('refuses one stream more than the cap per user with 429 and Retry-After', async () => {
    const first = await open(supervisor);
    const second = await open(supervisor);
    const third = await supervisor.call('streamEvents');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(third.body).toEqual({
      detail:
        'Too many live event streams open for your account (at most 2); close a tab and try again.',
    });
    await first.close();
    await second.close();
  });

  it('sends heartbeats, and closes the stream when its session signs out', async () => {
    const leaving = await t.login('warehouse@example.com');
    const reader = await open(leaving);
    // Idle: a heartbeat comment (proxies keep the connection), which re-checks the session.
    expect(await reader.next()).toEqual({ comment: 'heartbeat' });
    const out = await leaving.raw('POST', '/auth/cookie/logout');
    expect(out.status).toBe(204);
    let message = await reader.next();
    while (message) message = await reader.next();
    expect(message).toBeUndefined();
  });
});

describe('notifications', () => {
  it('lists the caller’s own notifications with the unread count, and marks them read', async () => {
    const list = await answer(staff.api.GET('/api/notifications'));
    expect(list.status).toBe(200);
    const body = list.body as { notifications: NotificationBody[]; total: number; unread: number };
    expect(body.total).toBe(3);
    expect(body.unread).toBe(3);
    expect(body.notifications.map((n) => n.reference)).toEqual([
      'Order ORD-LIVE-AFTER processed',
      'Order ORD-LIVE-MISSED processed',
      'Order ORD-LIVE-MINE processed',
    ]);
    const first = body.notifications[0] as NotificationBody;

    const notMine = await answer(
      supervisor.api.POST('/api/notifications/{id}/read', { params: { path: { id: first.id } } }),
    );
    expect(notMine.status).toBe(404);
    const read = await answer(
      staff.api.POST('/api/notifications/{id}/read', { params: { path: { id: first.id } } }),
    );
    expect(read.status).toBe(200);
    expect((read.body as NotificationBody).read_at).not.toBeNull();
    const after = await answer(staff.api.GET('/api/notifications'));
    expect(after.body).toMatchObject({ total: 3, unread: 2 });

    const all = await answer(staff.api.POST('/api/notifications/read-all'));
    expect(all.body).toEqual({ updated: 2 });
    const none = await answer(
      staff.api.GET('/api/notifications', { params: { query: { limit: 1 } } }),
    );
    expect(none.body).toMatchObject({ total: 3, unread: 0, skip: 0, limit: 1 });
    expect((none.body as { notifications: unknown[] }).notifications).toHaveLength(1);
  });
});
