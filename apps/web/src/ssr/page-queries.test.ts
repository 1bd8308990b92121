// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptPageQueries, fetchesSettled, pageQueries } from './page-queries.ts';

const SERVER_NOW = Date.UTC(2030, 0, 1);

describe('page queries', () => {
  it("carries a server's answers to the browser's cache, fetched by the browser's clock", async () => {
    const server = new QueryClient();
    server.setQueryData(['sessions'], { sessions: [{ id: 1 }] }, { updatedAt: SERVER_NOW });
    // A failed call is not carried: the browser asks again.
    await server
      .fetchQuery({ queryKey: ['users'], queryFn: () => Promise.reject(new Error('403')) })
      .catch(() => undefined);
    const sent = JSON.parse(JSON.stringify(pageQueries(server)));

    const browser = new QueryClient();
    const browserNow = SERVER_NOW - 3_600_000;
    adoptPageQueries(browser, sent, browserNow);
    expect(browser.getQueryData(['sessions'])).toEqual({ sessions: [{ id: 1 }] });
    expect(browser.getQueryState(['sessions'])?.dataUpdatedAt).toBe(browserNow);
    expect(browser.getQueryState(['users'])).toBeUndefined();
  });

  it('settles once every fetch has ended, answered or failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await fetchesSettled(client);
    let answer: (value: string) => void = () => {};
    void client.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    void client.prefetchQuery({
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new Error('no')),
    });
    let settled = false;
    const waiting = fetchesSettled(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    answer('done');
    await waiting;
    expect(client.getQueryData(['slow'])).toBe('done');
  });
});
