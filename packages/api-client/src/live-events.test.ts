import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { type LiveEvent, liveEvents, serverSentEvents } from './live-events.ts';

const encoder = new TextEncoder();
async function* chunks(...parts: string[]) {
  for (const part of parts) yield encoder.encode(part);
}
async function all<T>(iterable: AsyncIterable<T>) {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('serverSentEvents', () => {
  it('parses names, ids, joined data lines and comments, across chunk and CRLF boundaries', async () => {
    const events = await all(
      serverSentEvents(
        chunks(
          'retry: 3000\n: heartbeat\n\n',
          'event: notification\r',
          '\nid: 41\ndata: {"a":\ndata:1}\r\n\r\n',
          'data:plain\n\nevent: job\ndata: {"kind":"order"}',
        ),
      ),
    );
    expect(events).toEqual([
      { event: 'notification', data: '{"a":\n1}', id: '41' },
      { event: 'message', data: 'plain', id: '41' },
    ]);
  });

  it('ends an event only at a blank line (a stream cut mid-event yields nothing of it)', async () => {
    expect(await all(serverSentEvents(chunks('event: job\ndata: {}\n')))).toEqual([]);
  });
});

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('liveEvents', () => {
  it('yields the typed events of GET /api/events and skips names it does not know', async () => {
    let lastEventId: string | null = null;
    server.use(
      http.get(`${baseUrl}/api/events`, ({ request }) => {
        lastEventId = request.headers.get('Last-Event-ID');
        return new HttpResponse(
          [
            'event: job\ndata: {"kind":"order","id":4,"status":"completed"}\n\n',
            'event: future.thing\ndata: {}\n\n',
            'event: record.changed\ndata: {"resource":"consultants","id":8,"action":"updated"}\n\n',
          ].join(''),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      }),
    );
    const api = createApiClient({ baseUrl });
    const events: LiveEvent[] = await all(liveEvents(api, { lastEventId: '40' }));
    expect(lastEventId).toBe('40');
    expect(events.map((event) => event.name)).toEqual(['job', 'record.changed']);
    const [job, changed] = events;
    if (job?.name !== 'job' || changed?.name !== 'record.changed') throw new Error('names');
    expect(job.data).toEqual({ kind: 'order', id: 4, status: 'completed' });
    expect(changed.data).toMatchObject({ resource: 'consultants', id: 8 });
  });

  it('throws ApiError when the stream is refused', async () => {
    server.use(
      http.get(`${baseUrl}/api/events`, () =>
        HttpResponse.json({ detail: 'Too many open streams' }, { status: 429 }),
      ),
    );
    const api = createApiClient({ baseUrl });
    await expect(all(liveEvents(api))).rejects.toBeInstanceOf(ApiError);
  });
});
