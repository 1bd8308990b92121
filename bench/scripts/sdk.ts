/**
 * SDK costs, complementing `pnpm --filter @back-office/api-client bench` (per-call overhead against
 * an in-memory fetch):
 * 1. per call against the real API in process (`app.fetch`, 50 products): bare fetch + json()
 *    vs `@back-office/api-client`, so the SDK's share of a real call is visible;
 * 2. a 401 storm: 100 concurrent calls whose session has expired → exactly one refresh, then
 *    100 retries; compared with the same 100 calls on a live session (in-memory server).
 *
 *   pnpm --filter @back-office/bench sdk [--calls 2000] [--storms 30]
 */
import { loadavg } from 'node:os';
import { createApiClient } from '@back-office/api-client';
import { openInProcessApi } from '../src/in-process.ts';
import { seedProducts } from '../src/seed-large.ts';
import { fixed, since, summarise } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';

const calls = numberOption('calls', 2000);
const storms = numberOption('storms', 30);
const baseUrl = 'http://api.bench';
console.log(`# SDK (load average ${loadavg()[0]?.toFixed(1)})\n`);

/** Runs `fn` `n` times (after a warm-up) and returns the per-call times in µs. */
async function timeCalls(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(200, n); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    times.push(since(start) * 1000);
  }
  return times;
}

// 1. Against the real API, in process.
const api = await openInProcessApi();
await seedProducts(api.db, 1000);
const login = await api.app.request('/auth/cookie/login', {
  method: 'POST',
  body: new URLSearchParams({ username: 'admin@example.com', password: 'Demo1234!' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const appFetch = async (request: Request) => {
  const headers = new Headers(request.headers);
  headers.set('Cookie', cookie);
  return api.app.fetch(new Request(request, { headers }));
};
const client = createApiClient({ baseUrl, fetch: appFetch });
const bare = await timeCalls(calls, async () => {
  const res = await appFetch(new Request(`${baseUrl}/api/products?limit=50`));
  await res.json();
});
const sdk = await timeCalls(calls, () =>
  client.GET('/api/products', { params: { query: { limit: 50 } } }),
);
await api.close();
const b = summarise(bare);
const s = summarise(sdk);
printTable(
  ['GET /api/products?limit=50 (in-process API)', 'mean µs', 'p50 µs', 'p95 µs'],
  [
    ['bare fetch + json()', fixed(b.mean, 0), fixed(b.p50, 0), fixed(b.p95, 0)],
    ['@back-office/api-client', fixed(s.mean, 0), fixed(s.p50, 0), fixed(s.p95, 0)],
    ['difference', fixed(s.mean - b.mean, 0), fixed(s.p50 - b.p50, 0), fixed(s.p95 - b.p95, 0)],
  ],
);
console.log('');

// 2. The 401 storm, against an in-memory server whose session expires before each storm.
const body = JSON.stringify({ id: 7, reference: 'ORD-2026-0007', status: 'draft' });
let live = true;
let refreshes = 0;
let requests = 0;
const server = async (request: Request) => {
  requests++;
  if (new URL(request.url).pathname === '/auth/cookie/refresh') {
    refreshes++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    live = true;
    return new Response(null, { status: 204 });
  }
  if (!live) {
    return new Response('{"detail":"Not authenticated"}', {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
const storming = createApiClient({ baseUrl, fetch: server });
const wave = () =>
  Promise.all(
    Array.from({ length: 100 }, () =>
      storming.GET('/api/orders/{id}', { params: { path: { id: 7 } } }),
    ),
  );
const waveTimes: number[] = [];
const stormTimes: number[] = [];
const perStorm = { refreshes: new Set<number>(), requests: new Set<number>(), failed: 0 };
for (let i = 0; i < storms + 3; i++) {
  live = true;
  let start = performance.now();
  await wave();
  if (i >= 3) waveTimes.push(since(start));
  live = false;
  refreshes = 0;
  requests = 0;
  start = performance.now();
  const results = await wave();
  if (i >= 3) stormTimes.push(since(start));
  perStorm.refreshes.add(refreshes);
  perStorm.requests.add(requests);
  perStorm.failed += results.filter((r) => r.error !== undefined).length;
}
const w = summarise(waveTimes);
const st = summarise(stormTimes);
printTable(
  [
    '100 concurrent calls (in-memory server)',
    'p50 ms',
    'p95 ms',
    'refreshes',
    'requests',
    'failed',
  ],
  [
    ['live session', fixed(w.p50, 2), fixed(w.p95, 2), '0', '100', '0'],
    [
      '401 storm (all 401 → refresh → retry)',
      fixed(st.p50, 2),
      fixed(st.p95, 2),
      [...perStorm.refreshes].join(','),
      [...perStorm.requests].join(','),
      String(perStorm.failed),
    ],
  ],
);
if ([...perStorm.refreshes].some((n) => n !== 1) || perStorm.failed > 0) process.exit(1);
