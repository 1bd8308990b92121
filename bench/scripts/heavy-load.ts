// Heavy work against the rest (issue 33): while one account asks for invoice PDFs (300, 50 in
// flight) and another runs list exports (20 at once), how long /api/health and a signed-in
// products page take, how late the event stream's heartbeats come, the event loop's lag (the
// server's own metric), the server's CPU and its peak memory.
//
//   pnpm --filter @back-office/bench heavy-load [--server apps/api/dist/main.js] [--products 20000]
//     [--pdfs 300] [--in-flight 50] [--exports 20] [--database-url postgres://…]
//
// `--server` runs a built API (any checkout's, to compare commits); without it, the source.
// Answers 429 are retried after their Retry-After (as the web app does), so every document is
// made in the end; the table says how many were refused on the way.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startApi } from '../src/api-process.ts';
import { summarise } from '../src/stats.ts';
import { numberOption, option, printTable } from '../src/table.ts';
import { uploadProducts } from '../src/upload-products.ts';

const pdfs = numberOption('pdfs', 300);
const inFlight = numberOption('in-flight', 50);
const exportsAtOnce = numberOption('exports', 20);
const products = numberOption('products', 20_000);
const HEARTBEAT_MS = 1000;

const databaseUrl = option('database-url');
const api = await startApi(
  {
    EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
    DEMO: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  { server: option('server') },
);
const pid = api.child.pid ?? 0;
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const peakRssMb = () => {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
};

try {
  const admin = await api.signIn('admin@example.com');
  if (products > 0) await uploadProducts(api.url, admin, products);
  const reader = await api.signIn('readonly@example.com');
  const exporter = await api.signIn('supervisor@example.com');
  const invoices = (await (
    await fetch(`${api.url}/api/invoices?limit=100`, { headers: { cookie: reader } })
  ).json()) as { invoices: { id: number }[] };
  const ids = invoices.invoices.map((i) => i.id);
  const metric = async (name: string) => {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    return Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  };
  await metric('nodejs_eventloop_lag_p99_seconds'); // a scrape resets the lag histogram
  const rssBefore = peakRssMb();
  const cpuBefore = cpuSeconds();

  let running = true;
  const health: number[] = [];
  const productPage: number[] = [];
  const beats: number[] = [];
  const probe = async (url: string, cookie: string | undefined, into: number[], every: number) => {
    while (running) {
      const started = performance.now();
      const res = await fetch(url, cookie ? { headers: { cookie } } : {});
      await res.arrayBuffer();
      into.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  };
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
      if (res.status !== 429) {
        await res.arrayBuffer();
        return res.status;
      }
      refused[kind]++;
      await res.arrayBuffer();
      const wait = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 * (0.5 + Math.random())));
    }
    return 429;
  };
  const started = performance.now();
  const probes = [
    probe(`${api.url}/api/health`, undefined, health, 20),
    probe(`${api.url}/api/products?limit=50`, admin, productPage, 50),
  ];
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
  const exports = Promise.all(
    Array.from({ length: exportsAtOnce }, () =>
      fetchRetrying(`${api.url}/api/products/export/xlsx`, exporter, 'export'),
    ),
  );
  const exportStatuses = await exports;
  await documents;
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(probes);
  streamAbort.abort();
  await heartbeats;
  if (streamEnded) console.log(`event stream: ${streamEnded} (status ${stream.status})`);
  const lagP99 = (await metric('nodejs_eventloop_lag_p99_seconds')) * 1000;
  const cpu = cpuSeconds() - cpuBefore;

  const ms = (n: number) => n.toFixed(0);
  const h = summarise(health);
  const p = summarise(productPage);
  const b = summarise(beats.length ? beats : [0]);
  console.log(
    `\n${pdfs} invoice PDFs (${inFlight} in flight) + ${exportsAtOnce} product xlsx exports of ${products} extra products; ` +
      `server ${option('server') ?? 'source (tsx)'} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  printTable(
    ['measure', 'value', 'budget'],
    [
      ['wall time of the load', `${seconds.toFixed(1)} s`, ''],
      ['server CPU during the load', `${cpu.toFixed(1)} s`, ''],
      [
        'PDFs 200 / refused 429 on the way',
        `${statuses.filter((s) => s === 200).length} / ${refused.pdf}`,
        '',
      ],
      [
        'exports 200 / refused 429 on the way',
        `${exportStatuses.filter((s) => s === 200).length} / ${refused.export}`,
        '',
      ],
      [
        'GET /api/health p50 / p99 / max',
        `${ms(h.p50)} / ${ms(h.p99)} / ${ms(h.max)} ms (n=${h.n})`,
        'p99 ≤ 100 ms',
      ],
      [
        'GET /api/products?limit=50 p50 / p95',
        `${ms(p.p50)} / ${ms(p.p95)} ms (n=${p.n})`,
        'p95 ≤ 250 ms',
      ],
      ['event-stream heartbeat, latest', `${ms(b.max)} ms late (n=${beats.length})`, '≤ 1000 ms'],
      ['event-loop lag p99 / max (server metric)', `${ms(lagP99)} ms`, 'p99 ≤ 50 ms'],
      ['peak RSS before / after', `${rssBefore.toFixed(0)} / ${peakRssMb().toFixed(0)} MB`, ''],
    ],
  );
} finally {
  await api.stop();
}
