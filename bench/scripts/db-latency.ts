/**
 * API latency on large data: 100 000 products and 20 000 consultants in an in-process PGlite,
 * p50/p95 of list, search and count calls through `app.request` (the whole stack: contract
 * validation, auth, SQL, JSON).
 *
 *   pnpm --filter @back-office/bench db [--products 100000] [--consultants 20000] [--runs 40]
 *                                [--without-perf-indexes] [--trgm] [--explain]
 */
import { loadavg } from 'node:os';
import { cleanTrigramPending, openInProcessApi } from '../src/in-process.ts';
import { seedConsultants, seedProducts } from '../src/seed-large.ts';
import { fixed, since, summarise } from '../src/stats.ts';
import { hasFlag, numberOption, printTable } from '../src/table.ts';

const products = numberOption('products', 100_000);
const consultants = numberOption('consultants', 20_000);
const runs = numberOption('runs', 40);
const warmup = 3;
const withoutPerfIndexes = hasFlag('without-perf-indexes');
const trgm = hasFlag('trgm');

const CASES: { name: string; path: string }[] = [
  { name: 'products: list (default sort, 50)', path: '/api/products' },
  { name: 'products: list by code asc', path: '/api/products?sort_by=product_code&sort_order=asc' },
  { name: 'products: list by code desc', path: '/api/products?sort_by=product_code' },
  { name: 'products: list page 1000 (skip 50000)', path: '/api/products?skip=50000' },
  { name: 'products: list limit 1000', path: '/api/products?limit=1000' },
  { name: 'products: search by code', path: '/api/products?search=BX-04217' },
  { name: 'products: search by code prefix', path: '/api/products?search=bx-0421' },
  { name: 'products: search description', path: '/api/products?search=marula' },
  { name: 'products: search, no match', path: '/api/products?search=zzzz-nothing' },
  { name: 'products: count (all)', path: '/api/products/count' },
  {
    name: 'products: count category + price',
    path: '/api/products/count?category=Fragrance&min_price_cents=10000&max_price_cents=50000',
  },
  { name: 'products: count search', path: '/api/products/count?search=rooibos' },
  { name: 'consultants: list (default sort, 50)', path: '/api/consultants' },
  {
    name: 'consultants: list by last name',
    path: '/api/consultants?sort_by=last_name&sort_order=asc',
  },
  {
    name: 'consultants: list status + province',
    path: '/api/consultants?status=active&province=Gauteng',
  },
  { name: 'consultants: list search', path: '/api/consultants?search=nkosi' },
  { name: 'consultants: search term (name)', path: '/api/consultants/search/khumalo' },
  { name: 'consultants: search term (number)', path: '/api/consultants/search/BC012345' },
];

const t0 = performance.now();
const api = await openInProcessApi({ withoutPerfIndexes, trgm });
const opened = since(t0);
const t1 = performance.now();
await seedProducts(api.db, products);
await seedConsultants(api.db, consultants);
if (trgm) await cleanTrigramPending(api.db);
await api.db.query('ANALYZE');
const seeded = since(t1);
console.log(
  `# API latency on ${products} products, ${consultants} consultants (in-process PGlite, ` +
    `${withoutPerfIndexes ? 'WITHOUT' : 'with'} 090-performance-indexes` +
    `${trgm ? ', with sql/trigram-search.sql' : ''}; load average ${loadavg()[0]?.toFixed(1)})`,
);
console.log(
  `open+migrate+demo: ${fixed(opened / 1000)} s, bulk seed + ANALYZE: ${fixed(seeded / 1000)} s, ${runs} runs per call\n`,
);

// Records the SQL of each call (for --explain).
const seen: { sql: string; params: unknown[] }[] = [];
const query = api.db.query.bind(api.db);
api.db.query = <T>(sql: string, params: unknown[] = []) => {
  if (/products|consultants/.test(sql)) seen.push({ sql, params: [...params] });
  return query<T>(sql, params);
};

const rows: string[][] = [];
for (const c of CASES) {
  const times: number[] = [];
  const cpu: number[] = [];
  let status = 0;
  let total = '';
  for (let i = 0; i < warmup + runs; i++) {
    seen.length = 0;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const res = await api.request(c.path);
    const body = (await res.json()) as { total?: number; count?: number };
    const ms = since(start);
    const used = process.cpuUsage(cpuStart);
    status = res.status;
    total = String(body.total ?? body.count ?? '');
    if (i >= warmup) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  if (status !== 200) throw new Error(`${c.path}: ${status}`);
  const s = summarise(times);
  const u = summarise(cpu);
  rows.push([
    c.name,
    total,
    fixed(s.p50),
    fixed(s.p95),
    fixed(u.p50),
    fixed(u.p95),
    s.p95 <= 50 ? 'yes' : 'NO',
  ]);
  if (hasFlag('explain')) {
    for (const q of seen) {
      const plan = await query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params);
      console.log(`-- ${c.name}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}\n`);
    }
  }
}
// CPU time of this (single-threaded) process per call: what the call costs on an idle core.
printTable(
  ['call', 'matches', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'CPU p95 ms', 'p95 ≤ 50 ms'],
  rows,
);
await api.close();
