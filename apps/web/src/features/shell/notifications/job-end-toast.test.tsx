import type { Schemas } from '@back-office/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test-utils/contract-http.ts';
import { makeUser } from '../../../test-utils/fixtures.ts';
import { renderApp } from '../../../test-utils/render.tsx';
import { refusal, server, sessionHandlers, useMswServer } from '../../../test-utils/server.ts';

useMswServer();

/** The browser's EventSource, played by the test: one per `new`, events sent by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = 2;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const ended: Schemas['Notification'] = {
  id: 5,
  kind: 'upload',
  resource: 'uploads',
  record_id: 4,
  reference: 'Import of stock.xlsx completed: 12 products',
  result_id: null,
  outcome: 'completed',
  created_at: '2026-11-24T08:00:00Z',
  read_at: null,
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function streamOn(path: string) {
  let listed = 0;
  server.use(...sessionHandlers(makeUser(['supervisor'])));
  server.use(
    api.get('/api/notifications', () => {
      listed += 1;
      return HttpResponse.json({ notifications: [], total: 0, unread: 0, skip: 0, limit: 20 });
    }),
    // What the upload page reads once the link is followed (not under test here).
    api.get('/api/upload/{id}/status', () => refusal(404, 'Upload not found')),
    api.get('/api/templates', () =>
      HttpResponse.json({ templates: [], total: 0, skip: 0, limit: 1000 }),
    ),
  );
  const view = renderApp(path);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), { timeout: 10_000 });
  const source = FakeEventSource.opened[0] as FakeEventSource;
  act(() => source.onopen?.(new Event('open')));
  return { ...view, source, listed: () => listed };
}

describe('the live stream in the shell', () => {
  it('opens one EventSource with credentials and toasts a job that ended elsewhere, linking to it', async () => {
    const { source, listed, user, router } = await streamOn('/sessions');
    expect(source.url).toMatch(/\/api\/events$/);
    expect(source.init).toEqual({ withCredentials: true });
    const before = listed();
    act(() => source.send('notification', ended));
    await screen.findByText(ended.reference);
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
    await user.click(screen.getByRole('link', { name: 'Open the result' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('toasts a job’s end once on its result’s own page too (no screen adds its own)', async () => {
    const { source, router } = await streamOn('/upload');
    act(() => source.send('notification', ended));
    await screen.findByText(ended.reference);
    const combined = {
      ...ended,
      id: 6,
      kind: 'combination',
      resource: 'combinations',
      record_id: 3,
      result_id: 41,
      reference: 'Combination of 1 consultant order completed: combined order CO-2026-0041',
    } as const;
    act(() => source.send('notification', combined));
    await screen.findByText(combined.reference);
    expect(screen.getAllByText(ended.reference)).toHaveLength(1);
    // The link is the web's, built from the records: the combination's combined order.
    const links = screen.getAllByRole('link', { name: 'Open the result' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/upload?upload=4',
      '/combined-orders/41',
    ]);
    expect(router.state.location.pathname).toBe('/upload');
  });
});
