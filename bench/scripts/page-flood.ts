// A flood of signed-in pages against the rest (decision 073): while one account asks for
// server-rendered pages (/dashboard, /products, /consultants, /orders in turn; 200 of them, 50 in
// flight), how long /api/health and /api/products take, how many pages the server drew and how
// many went out with their boot screen, the event loop's lag (the server's own metric) and the
// server's CPU and its peak memory.
//
//   pnpm --filter @back-office/api build && (cd apps/web && pnpm build)
//   pnpm --filter @back-office/bench page-flood [--server <checkout>/apps/api/dist/main.js]
//     [--web <checkout>/apps/web/dist] [--pages 200] [--in-flight 50]
//     [--postgres | --database-url postgres://…]
//
// The built server and web app (any checkout's, to compare commits) run on PGlite in a temp
// folder; with `--postgres` (under scripts/with-postgres.sh) on a fresh database `bench_pages`,
// or on the empty database of `--database-url`.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startApi } from '../src/api-process.ts';
import { freshDatabase } from '../src/fresh-database.ts';
import { startLatencyProbes, verdict } from '../src/latency-probes.ts';
import { processUsage } from '../src/process-usage.ts';
import { sleep } from '../src/sleep.ts';
import { summarise } from '../src/stats.ts';
import { hasFlag, numberOption, option, printTable } from '../src/table.ts';

const pages = numberOption('pages', 200);
const inFlight = numberOption('in-flight', 50);
const PATHS = ['/dashboard', '/products', '/consultants', '/orders'];
/** A browser's view (`back-office-view`): nothing stored, light, desktop, Johannesburg. */
const VIEW = encodeURIComponent(
  JSON.stringify({
    stored: {
      'back-office:theme': null,
      'back-office:sidebar': null,
      'back-office:selected-period': null,
    },
    dark: false,
    small: false,
    timeZone: 'Africa/Johannesburg',
  }),
);

const server =
  option('server') ?? fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));
const web = path.resolve(
  option('web') ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
);
for (const [what, file] of [
  ['server', server],
  ['web app', path.join(web, 'index.html')],
  ['server render', path.join(path.dirname(web), 'dist-ssr', 'render-page.js')],
] as const) {
  if (!existsSync(file)) {
    console.error(`No built ${what} at ${file}: build apps/api and apps/web first.`);
    process.exit(1);
  }
}
const databaseUrl = hasFlag('postgres')
  ? await freshDatabase('bench_pages')
  : option('database-url');
const api = await startApi(
  {
    DEMO: 'true',
    WEB_DIST: web,
    WEB_PORT: String(await freePort()),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  { server },
);
const { cpuSeconds, peakRssMb } = processUsage(api.child.pid ?? 0);

try {
  const admin = await api.signIn('admin@example.com');
  const cookie = `${admin}; back-office-view=${VIEW}`;
  const scrapeLag = async () => {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    const lag = /^nodejs_eventloop_lag_p99_seconds ([0-9.e+-]+)$/m.exec(text)?.[1];
    return Number(lag ?? Number.NaN) * 1000;
  };
  /** One page as a browser asks it; whether the server drew it. */
  const page = async (pathname: string) => {
    const res = await fetch(`${api.url}${pathname}`, {
      headers: { cookie, accept: 'text/html' },
    });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
    return html.includes('id="hydration-state"');
  };
  // Each page once, so every route's code is warm in the render thread, then a quiet moment.
  const warm = await Promise.all(PATHS.map(page));
  if (!warm.every(Boolean))
    console.log(`not drawn when warming: ${PATHS.filter((_, i) => !warm[i])}`);
  await sleep(500);
  await scrapeLag();
  const cpuBefore = cpuSeconds();

  const started = performance.now();
  const probes = startLatencyProbes(api.url, admin);
  let next = 0;
  let drawn = 0;
  const pageTimes: number[] = [];
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < pages) {
        const pathname = PATHS[next++ % PATHS.length] ?? '/dashboard';
        const asked = performance.now();
        if (await page(pathname)) drawn++;
        pageTimes.push(performance.now() - asked);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const probeRows = await probes.stop();
  const lagP99 = await scrapeLag();
  const cpu = cpuSeconds() - cpuBefore;

  const t = summarise(pageTimes);
  console.log(
    `\n${pages} signed-in pages (${inFlight} in flight); server ${server}, web ${web}, on ${
      databaseUrl ? 'PostgreSQL' : 'PGlite'
    }; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  printTable(
    ['measure', 'value', 'budget', ''],
    [
      ['wall time of the flood', `${seconds.toFixed(1)} s`, '', ''],
      ['server CPU during the flood', `${cpu.toFixed(1)} s`, '', ''],
      ['pages drawn by the server / with the boot screen', `${drawn} / ${pages - drawn}`, '', ''],
      [
        'a page p50 / p95 / max',
        `${t.p50.toFixed(0)} / ${t.p95.toFixed(0)} / ${t.max.toFixed(0)} ms`,
        '',
        '',
      ],
      ...probeRows,
      ['peak RSS of the server', `${peakRssMb().toFixed(0)} MB`, '', ''],
      [
        'event-loop lag p99 (server metric)',
        Number.isFinite(lagP99) ? `${lagP99.toFixed(0)} ms` : 'not exported',
        '≤ 50 ms',
        Number.isFinite(lagP99) ? verdict(lagP99, 50) : '',
      ],
    ],
  );
} finally {
  await api.stop();
}
