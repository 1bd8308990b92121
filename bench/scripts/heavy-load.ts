// Heavy work against the rest (issue 33): while one account asks for invoice PDFs (300, 50 in
// flight) and another runs list exports (20 at once), how long /api/health and a signed-in
// products page take, how late the event stream's heartbeats and the job lease renewals come,
// the event loop's lag (the server's own metric), the server's CPU and its peak memory.
//
//   pnpm --filter @back-office/api build   # the server measured: apps/api/dist/main.js
//   pnpm --filter @back-office/bench heavy-load [--server <checkout>/apps/api/dist/main.js]
//     [--products 5000] [--pdfs 300] [--in-flight 50] [--exports 20]
//     [--postgres | --database-url postgres://…]
//
// The built server (any checkout's, to compare commits) runs on PGlite in a temp folder; with
// `--postgres` (under scripts/with-postgres.sh) on a fresh database `bench_heavy`, or on the
// empty database of `--database-url`. Answers 429 are retried after their Retry-After (as the
// web app does), so every document is made in the end; the table says how many were refused on
// the way. A build older than the metrics shows "not exported by this build" for them.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startApi } from '../src/api-process.ts';
import { freshDatabase } from '../src/fresh-database.ts';
import { startLatencyProbes } from '../src/latency-probes.ts';
import { processUsage } from '../src/process-usage.ts';
import { sleep } from '../src/sleep.ts';
import { hasFlag, numberOption, option, printTable } from '../src/table.ts';
import { uploadProducts } from '../src/upload-products.ts';

const pdfs = numberOption('pdfs', 300);
const inFlight = numberOption('in-flight', 50);
const exportsAtOnce = numberOption('exports', 20);
const products = numberOption('products', 5000);
const HEARTBEAT_MS = 1000;
/** A lease of 3 s is renewed every second, so the load sees several renewals. */
const LEASE_SECONDS = 3;

const server =
  option('server') ?? fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));
if (!existsSync(server)) {
  console.error(
    `No built server at ${server}: run \`pnpm --filter @back-office/api build\` first.`,
  );
  process.exit(1);
}
const databaseUrl = hasFlag('postgres')
  ? await freshDatabase('bench_heavy')
  : option('database-url');
const api = await startApi(
  {
    EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    DEMO: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  { server },
);
const { cpuSeconds, peakRssMb } = processUsage(api.child.pid ?? 0);

try {
  const admin = await api.signIn('admin@example.com');
  if (products > 0) await uploadProducts(api.url, admin, products);
  const reader = await api.signIn('readonly@example.com');
  const exporter = await api.signIn('supervisor@example.com');
  const invoices = (await (
    await fetch(`${api.url}/api/invoices?limit=100`, { headers: { cookie: reader } })
  ).json()) as { invoices: { id: number }[] };
  const ids = invoices.invoices.map((i) => i.id);
  if (ids.length === 0) throw new Error('the demo data has no invoices');
  /** One scrape of the server's metrics; it resets the lag histogram and the lease lateness. */
  const scrape = async () => {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    const value = (name: string) =>
      Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    return {
      lagP99: value('nodejs_eventloop_lag_p99_seconds') * 1000,
      leaseLate: value('backoffice_job_lease_renewal_late_seconds') * 1000,
    };
  };
  await scrape();
  const rssBefore = peakRssMb();
  const cpuBefore = cpuSeconds();

  let running = true;
  const beats: number[] = [];
  const streamAbort = new AbortController();
  const stream = await fetch(`${api.url}/api/events`, {
    headers: { cookie: admin },
    signal: streamAbort.signal,
  });
  let streamEnded = '';
  const heartbeats = (async () => {
    const decoder = new TextDecoder();
    let last = performance.now();
    for await (const chunk of stream.body as AsyncIterable<Uint8Array>) {
      if (!running) break;
      if (decoder.decode(chunk).includes(': heartbeat')) {
        const now = performance.now();
        beats.push(now - last - HEARTBEAT_MS);
        last = now;
      }
    }
    if (running) streamEnded = 'the server ended the stream';
  })().catch((error: unknown) => {
    if (running)
      streamEnded = `the stream broke: ${error instanceof Error ? error.message : String(error)}`;
  });

  const refused = { pdf: 0, export: 0 };
  const fetchRetrying = async (url: string, cookie: string, kind: 'pdf' | 'export') => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 429) return res.status;
      refused[kind]++;
      const wait = Number(res.headers.get('retry-after') ?? '1');
      await sleep(wait * 1000 * (0.5 + Math.random()));
    }
    return 429;
  };
  const started = performance.now();
  const probes = startLatencyProbes(api.url, admin);
  let next = 0;
  const statuses: number[] = [];
  const documents = Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < pdfs) {
        const id = ids[next++ % ids.length];
        statuses.push(await fetchRetrying(`${api.url}/api/invoices/${id}/pdf`, reader, 'pdf'));
      }
    }),
  );
  const exportStatuses = await Promise.all(
    Array.from({ length: exportsAtOnce }, () =>
      fetchRetrying(`${api.url}/api/products/export/xlsx`, exporter, 'export'),
    ),
  );
  await documents;
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const probeRows = await probes.stop();
  streamAbort.abort();
  await heartbeats;
  if (streamEnded) console.log(`event stream: ${streamEnded} (status ${stream.status})`);
  const { lagP99, leaseLate } = await scrape();
  const cpu = cpuSeconds() - cpuBefore;

  const ms = (n: number) =>
    Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'not exported by this build';
  const verdict = (value: number, budget: number) =>
    Number.isFinite(value) ? (value <= budget ? 'ok' : 'OVER') : '';
  const latestBeat = beats.length ? Math.max(...beats) : Number.NaN;
  const ok200 = (list: number[]) => list.filter((s) => s === 200).length;
  console.log(
    `\n${pdfs} invoice PDFs (${inFlight} in flight) + ${exportsAtOnce} product xlsx exports with ${products} extra products; ` +
      `server ${server} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  printTable(
    ['measure', 'value', 'budget', ''],
    [
      ['wall time of the load', `${seconds.toFixed(1)} s`, '', ''],
      ['server CPU during the load', `${cpu.toFixed(1)} s`, '', ''],
      ['PDFs 200 / refused 429 on the way', `${ok200(statuses)} / ${refused.pdf}`, `${pdfs}`, ''],
      [
        'exports 200 / refused 429 on the way',
        `${ok200(exportStatuses)} / ${refused.export}`,
        `${exportsAtOnce}`,
        '',
      ],
      ...probeRows,
      [
        'event-stream heartbeat, latest',
        `${ms(latestBeat)} late (n=${beats.length})`,
        '≤ 1000 ms',
        verdict(latestBeat, 1000),
      ],
      [
        'job lease renewal, latest (server metric)',
        ms(leaseLate),
        '≤ 1000 ms',
        verdict(leaseLate, 1000),
      ],
      ['event-loop lag p99 (server metric)', ms(lagP99), '≤ 50 ms', verdict(lagP99, 50)],
      [
        'peak RSS before / after the load',
        `${rssBefore.toFixed(0)} / ${peakRssMb().toFixed(0)} MB`,
        '',
        '',
      ],
    ],
  );
} finally {
  await api.stop();
}
