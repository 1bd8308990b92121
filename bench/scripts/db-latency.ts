/**
 * API latency and CPU per call on large data: products (100 000 by default, 1 000 000 for the
 * issue 34 budgets) and 20 000 consultants, on an in-process PGlite or, with `--postgres`, on a
 * PostgreSQL server. p50/p95 wall time of list, cursor page, search and count calls through
 * `app.request` (the whole stack: contract validation, auth, SQL, JSON) and the mean CPU per
 * call of this process (the API; with PGlite the database too) and of the server's `postgres`
 * processes (from /proc, when the server runs on this machine), with the load average.
 *
 *   pnpm --filter @back-office/bench db [--products 100000] [--consultants 20000] [--runs 40]
 *                                [--without-perf-indexes] [--trgm] [--explain]
 *   # PostgreSQL, 1 000 000 products (a fresh database bench_products on the server):
 *   bash scripts/with-postgres.sh pnpm --filter @back-office/bench db --postgres --products 1000000
 *   pnpm --filter @back-office/bench db --postgres   # the server of DATABASE_URL
 *   # --reuse: keep bench_products when it already holds the products (no drop, no seeding)
 */
import { loadavg } from 'node:os';
import { CONSULTANT_KEYSET } from '@back-office/api/src/consultants/consultant-queries.ts';
import { mergeTrigramPending } from '@back-office/api/src/db/trigram.ts';
import {
  PRODUCT_KEYSET,
  type ProductSort,
  productOrder,
} from '@back-office/api/src/products/product-sort.ts';
import { databaseOnServer, freshDatabase } from '../src/fresh-database.ts';
import { cleanTrigramPending, openInProcessApi } from '../src/in-process.ts';
import { seedConsultants, seedProducts, withoutProductIndexes } from '../src/seed-large.ts';
import { postgresCpuMs, postmasterOf } from '../src/server-cpu.ts';
import { fixed, since, summarise } from '../src/stats.ts';
import { hasFlag, numberOption, printTable } from '../src/table.ts';

const products = numberOption('products', 100_000);
const consultants = numberOption('consultants', 20_000);
const runs = numberOption('runs', 40);
const warmup = 3;
const withoutPerfIndexes = hasFlag('without-perf-indexes');
const trgm = hasFlag('trgm');
const postgres = hasFlag('postgres');
const reuse = postgres && hasFlag('reuse');

if (postgres && !process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}
const t0 = performance.now();
const api = await openInProcessApi({
  withoutPerfIndexes,
  trgm,
  databaseUrl: postgres
    ? reuse
      ? databaseOnServer('bench_products')
      : await freshDatabase('bench_products')
    : undefined,
});
const opened = since(t0);
const t1 = performance.now();
const held = reuse
  ? await api.db.query<{ p: number; c: number }>(
      'SELECT (SELECT count(*)::int FROM products) AS p, (SELECT count(*)::int FROM consultants) AS c',
    )
  : [];
const seed = !(held[0]?.p === products && held[0]?.c >= consultants);
const indexMs = seed
  ? await withoutProductIndexes(api.db, () => seedProducts(api.db, products))
  : 0;
if (seed) await seedConsultants(api.db, consultants);
// As the app does after its own bulk inserts (imports, bulk uploads, the demo): rows left in
// the trigram indexes' pending lists make the planner choose a sequential scan (20 ms instead of
// a millisecond for a consultants search) until autovacuum merges them.
if (seed) {
  await mergeTrigramPending(api.db, 'products');
  await mergeTrigramPending(api.db, 'consultants');
}
if (trgm) await cleanTrigramPending(api.db);
await api.db.query('ANALYZE');
const seeded = since(t1);
// Only this server's processes count (other servers on a shared machine do not).
const backend = await api.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
const postmaster = postgres && backend[0] ? postmasterOf(backend[0].pid) : undefined;
const where = postgres ? 'PostgreSQL server' : 'in-process PGlite';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `# API latency on ${products} products, ${consultants} consultants (${where}, ` +
    `${withoutPerfIndexes ? 'WITHOUT' : 'with'} 090-performance-indexes` +
    `${trgm ? ', with sql/trigram-search.sql' : ''}; load average ${load()})`,
);
console.log(
  `open+migrate: ${fixed(opened / 1000)} s, bulk seed + index builds (${fixed(indexMs / 1000)} s) + ANALYZE: ${fixed(seeded / 1000)} s, ${runs} runs per call\n`,
);

/** The cursor of the row in the middle of the table in this sort (a page deep in the list). */
async function middleCursor(sort: ProductSort): Promise<string> {
  const rows = await api.db.query<{ id: number; v: string | null }>(
    `SELECT p.id, ${PRODUCT_KEYSET.keys[sort.sort_by].text} AS v FROM products p
      ORDER BY ${productOrder(sort)} OFFSET ${Math.floor(products / 2)} LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no middle row');
  return PRODUCT_KEYSET.encode(sort, { value: row.v, id: row.id });
}

/** The cursor of the consultant in the middle of the list by last name (asc). */
async function middleConsultant(): Promise<string> {
  const sort = { sort_by: 'last_name', sort_order: 'asc' } as const;
  const rows = await api.db.query<{ id: number; v: string | null }>(
    `SELECT c.id, ${CONSULTANT_KEYSET.keys.last_name.text} AS v FROM consultants c
      ORDER BY ${CONSULTANT_KEYSET.order(sort)} OFFSET ${Math.floor(consultants / 2)} LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no middle consultant');
  return CONSULTANT_KEYSET.encode(sort, { value: row.v, id: row.id });
}

type Case = { name: string; path: string; budget?: number };
const CASES: Case[] = [];
for (const sort_by of Object.keys(PRODUCT_KEYSET.keys) as ProductSort['sort_by'][]) {
  for (const sort_order of ['asc', 'desc'] as const) {
    const query = `sort_by=${sort_by}&sort_order=${sort_order}`;
    CASES.push({
      name: `products: first page by ${sort_by} ${sort_order}`,
      path: `/api/products?${query}`,
      budget: 25,
    });
    const cursor = await middleCursor({ sort_by, sort_order });
    CASES.push({
      name: `products: cursor page mid-table by ${sort_by} ${sort_order}`,
      path: `/api/products?${query}&cursor=${cursor}`,
      budget: 25,
    });
  }
}
const middleCode = `BX-${String(Math.max(1, Math.floor(products / 2))).padStart(7, '0')}`;
CASES.push(
  {
    name: `products: page ${products / 100} by skip (${products / 2})`,
    path: `/api/products?skip=${products / 2}`,
  },
  { name: 'products: search by code', path: `/api/products?search=${middleCode}`, budget: 25 },
  {
    name: 'products: search description (~10% match)',
    path: '/api/products?search=marula',
    budget: 25,
  },
  { name: 'products: search, no match', path: '/api/products?search=zzzz-nothing', budget: 25 },
  { name: 'products: count (all)', path: '/api/products/count', budget: 25 },
  {
    name: 'products: count category + price',
    path: '/api/products/count?category=Fragrance&min_price_cents=10000&max_price_cents=50000',
    budget: 25,
  },
  { name: 'products: count search', path: '/api/products/count?search=rooibos', budget: 25 },
  { name: 'consultants: list (default sort, 50)', path: '/api/consultants', budget: 50 },
  {
    name: 'consultants: list by last name',
    path: '/api/consultants?sort_by=last_name&sort_order=asc',
    budget: 50,
  },
  {
    name: 'consultants: cursor page mid-list by last name',
    path: `/api/consultants?sort_by=last_name&sort_order=asc&cursor=${await middleConsultant()}`,
    budget: 50,
  },
  {
    name: 'consultants: list status + province',
    path: '/api/consultants?status=active&province=Gauteng',
    budget: 50,
  },
  { name: 'consultants: list search', path: '/api/consultants?search=nkosi', budget: 50 },
  { name: 'consultants: search term (name)', path: '/api/consultants/search/khumalo', budget: 50 },
  {
    name: 'consultants: search term (number)',
    path: '/api/consultants/search/BC012345',
    budget: 50,
  },
);

// Records the SQL of each call (for --explain).
const seen: { sql: string; params: unknown[] }[] = [];
const query = api.db.query.bind(api.db);
api.db.query = <T>(sql: string, params: unknown[] = []) => {
  if (/products|consultants/.test(sql)) seen.push({ sql, params: [...params] });
  return query<T>(sql, params);
};

const rows: string[][] = [];
let over = 0;
for (const c of CASES) {
  const times: number[] = [];
  let apiCpu = 0;
  let status = 0;
  let total = '';
  for (let i = 0; i < warmup; i++) await (await api.request(c.path)).arrayBuffer();
  const serverStart = postgresCpuMs(postmaster);
  for (let i = 0; i < runs; i++) {
    seen.length = 0;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const res = await api.request(c.path);
    const body = (await res.json()) as {
      total?: number;
      count?: number;
      total_is_estimate?: boolean;
      is_estimate?: boolean;
    };
    times.push(since(start));
    const used = process.cpuUsage(cpuStart);
    apiCpu += (used.user + used.system) / 1000;
    status = res.status;
    const estimate = body.total_is_estimate || body.is_estimate ? '~' : '';
    total = `${estimate}${body.total ?? body.count ?? ''}`;
  }
  const serverEnd = postgresCpuMs(postmaster);
  if (status !== 200) throw new Error(`${c.path}: ${status}`);
  const s = summarise(times);
  const serverCpu =
    serverStart !== undefined && serverEnd !== undefined
      ? (serverEnd - serverStart) / runs
      : undefined;
  const ok =
    c.budget === undefined ? '-' : s.p95 <= c.budget ? `yes (${c.budget})` : `OVER (${c.budget})`;
  if (c.budget !== undefined && s.p95 > c.budget) over++;
  rows.push([
    c.name,
    total,
    fixed(s.p50),
    fixed(s.p95),
    fixed(apiCpu / runs),
    serverCpu === undefined ? 'n/a' : fixed(serverCpu),
    ok,
  ]);
  if (hasFlag('explain')) {
    for (const q of seen) {
      const plan = await query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params);
      console.log(`-- ${c.name}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}\n`);
    }
  }
}
// API CPU: this process per call (with PGlite, the database's work too). Server CPU: the
// `postgres` processes per call, the mean over the runs (/proc counts in 10 ms ticks).
printTable(
  ['call', 'matches', 'p50 ms', 'p95 ms', 'API CPU ms', 'server CPU ms', 'p95 within budget (ms)'],
  rows,
);
console.log(`\n${over} over budget; load average at the end ${load()} (${where})`);
await api.close();
