import type { Schemas } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test-utils/contract-http.ts';
import { makeUser } from '../../../test-utils/fixtures.ts';
import { renderApp } from '../../../test-utils/render.tsx';
import { refusal, server, sessionHandlers, useMswServer } from '../../../test-utils/server.ts';

useMswServer();

type Notification = Schemas['Notification'];
const failedOrder: Notification = {
  id: 2,
  kind: 'order',
  resource: 'orders',
  record_id: 9,
  reference: 'Order ORD-2026-0009 failed: 3 of 4 items could not be processed',
  result_id: null,
  outcome: 'failed',
  created_at: '2026-11-24T08:05:00Z',
  read_at: null,
};
const doneUpload: Notification = {
  id: 1,
  kind: 'upload',
  resource: 'uploads',
  record_id: 4,
  reference: 'Import of stock.xlsx completed: 12 products',
  result_id: null,
  outcome: 'completed',
  created_at: '2026-11-24T08:00:00Z',
  read_at: '2026-11-24T08:01:00Z',
};

function withNotifications() {
  let list = [failedOrder, doneUpload];
  const calls = { readOne: [] as number[], readAll: 0 };
  const unread = () => list.filter((n) => n.read_at === null).length;
  server.use(...sessionHandlers(makeUser(['supervisor'])));
  server.use(
    api.get('/api/notifications', () =>
      HttpResponse.json({
        notifications: list,
        total: list.length,
        unread: unread(),
        skip: 0,
        limit: 20,
      }),
    ),
    api.post('/api/notifications/{id}/read', ({ params }) => {
      calls.readOne.push(Number(params.id));
      list = list.map((n) => (n.id === Number(params.id) ? { ...n, read_at: n.created_at } : n));
      return HttpResponse.json(list.find((n) => n.id === Number(params.id)));
    }),
    api.post('/api/notifications/read-all', () => {
      calls.readAll += 1;
      const updated = unread();
      list = list.map((n) => ({ ...n, read_at: n.read_at ?? n.created_at }));
      return HttpResponse.json({ updated });
    }),
  );
  return calls;
}

// The centre is a lazy chunk: its first import in a test run takes a while.
const findBell = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });

describe('the notification centre', () => {
  it('shows the unread count and lists the job ends in words; Mark all read clears it', async () => {
    const calls = withNotifications();
    const { user } = renderApp('/sessions');
    const bell = await findBell('Notifications: 1 unread');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog');
    const items = within(dialog).getAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.unread)).toEqual(['true', 'false']);
    expect(items[0]?.textContent).toContain(failedOrder.reference);
    expect(items[1]?.textContent).toContain(doneUpload.reference);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await findBell('Notifications');
    expect(calls.readAll).toBe(1);
  });

  it('follows a notification to its result and marks it read', async () => {
    const calls = withNotifications();
    server.use(
      api.get('/api/orders', () => HttpResponse.json({ orders: [], total: 0, skip: 0, limit: 50 })),
      api.get('/api/orders/{id}', () => refusal(404, 'Order not found')),
    );
    const { user, router } = renderApp('/sessions');
    await user.click(await findBell('Notifications: 1 unread'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText(failedOrder.reference));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toMatchObject({ order: 9, periods: 'all' });
    expect(calls.readOne).toEqual([2]);
  });

  it('is a named dialog: focus moves into it on opening and back to the bell on Escape', async () => {
    withNotifications();
    const { user } = renderApp('/sessions');
    const bell = await findBell('Notifications: 1 unread');
    bell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Mark all read' }),
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(document.activeElement).toBe(bell);
  });
});
