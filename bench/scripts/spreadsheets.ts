/**
 * Spreadsheets: a generated 50 000-row xlsx through the real upload job (POST /api/upload,
 * then the background import until `jobs.idle()`), and the consultant export of 20 000
 * consultants as csv, xlsx and pdf. Reports time and peak RSS over the baseline (sampled).
 *
 *   pnpm --filter @back-office/bench spreadsheets [--rows 50000] [--consultants 20000] [--skip-export]
 *                                          [--trgm] [--postgres] [--skip-phases] [--phase-runs 1]
 *
 * `--postgres`: on a fresh database `bench_spreadsheets` of the server of TEST_DATABASE_URL or
 * DATABASE_URL (`bash scripts/with-postgres.sh pnpm --filter @back-office/bench spreadsheets
 * --postgres`); the server's CPU (its `postgres` processes, from /proc) is added to this
 * process's (that server's processes only). Then the import's phases against the `COPY` floor
 * (src/import-phases.ts), each run `--phase-runs` times (the run with the least CPU is shown).
 */
import { loadavg } from 'node:os';
import { freshDatabase } from '../src/fresh-database.ts';
import { importPhases } from '../src/import-phases.ts';
import { cleanTrigramPending, openInProcessApi } from '../src/in-process.ts';
import { RssSampler } from '../src/memory.ts';
import { seedConsultants } from '../src/seed-large.ts';
import { postgresCpuMs, postmasterPid } from '../src/server-cpu.ts';
import { fixed, mib, since } from '../src/stats.ts';
import { hasFlag, numberOption, printTable } from '../src/table.ts';
import { MAPPING, stockXlsx } from '../src/xlsx-file.ts';

/** Milliseconds of CPU (user + system) since `start`. */
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const rowCount = numberOption('rows', 50_000);
const consultantCount = numberOption('consultants', 20_000);

const postgres = hasFlag('postgres');
if (postgres && !process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}
// --trgm: with the trigram search indexes (what they cost an import).
const api = await openInProcessApi({
  trgm: hasFlag('trgm'),
  databaseUrl: postgres ? await freshDatabase('bench_spreadsheets') : undefined,
});
// This server's processes only (the machine may run other servers).
const postmaster = postgres ? await postmasterPid((sql) => api.db.query(sql)) : undefined;
/** CPU milliseconds of the database server so far (0 with PGlite: it is this process). */
const serverCpu = () => (postmaster === undefined ? 0 : (postgresCpuMs(postmaster) ?? 0));
const template = await api.db.query<{ id: number }>(
  `INSERT INTO templates (kind, template_name, file_name, file_content, sheet_name, header_row,
                          column_mapping, sample_columns)
   VALUES ('product', 'Bench stock list', 'sample.xlsx', $1, 'Stock', 1, $2::jsonb, $3::jsonb)
   RETURNING id`,
  [new Uint8Array([1]), JSON.stringify(MAPPING), JSON.stringify(Object.values(MAPPING))],
);
const templateId = template[0]?.id;
if (templateId === undefined) throw new Error('template insert failed');

let start = performance.now();
const bytes = await stockXlsx(rowCount);
const generated = since(start);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `# Spreadsheets on ${postgres ? 'a PostgreSQL server' : 'in-process PGlite'} (load average ${load()}): ${rowCount}-row xlsx of ` +
    `${fixed(mib(bytes.byteLength))} MiB generated in ${fixed(generated / 1000, 2)} s\n`,
);
// Let the generator's garbage go before the baseline.
global.gc?.();

const results: string[][] = [];
const form = new FormData();
form.set('file', new File([bytes], `stock_${rowCount}.xlsx`));
form.set('template_id', String(templateId));
let rss = new RssSampler();
let cpu = process.cpuUsage();
let server = serverCpu();
start = performance.now();
const res = await api.request('/api/upload', { method: 'POST', body: form });
const accepted = since(start);
const acceptedCpu = cpuSince(cpu) + serverCpu() - server;
if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
const { id } = (await res.json()) as { id: number };
await api.deps.jobs.idle();
// With --trgm, the merge of the GIN pending lists an import must run on PGlite is included.
if (hasFlag('trgm')) await cleanTrigramPending(api.db);
const processed = since(start);
const importApiMs = cpuSince(cpu);
let cpuMs = importApiMs + serverCpu() - server;
let memory = rss.stop();
const status = await api.request(`/api/upload/${id}/status`);
const outcome = (await status.json()) as { status: string; imported_rows: number; message: string };
if (outcome.status !== 'completed') throw new Error(`import ${outcome.status}: ${outcome.message}`);
results.push([
  `import ${rowCount}-row xlsx (POST 202 in ${fixed(accepted)} ms, ${fixed(acceptedCpu)} ms CPU; ` +
    `API ${fixed(importApiMs / 1000, 2)} s + DB ${fixed((cpuMs - importApiMs) / 1000, 2)} s)`,
  `${outcome.imported_rows} rows`,
  fixed(processed / 1000, 2),
  fixed(cpuMs / 1000, 2),
  fixed(mib(memory.delta)),
  // Issue 34: ≤ 3 s CPU in all (API and database), ≤ 300 MiB.
  cpuMs <= 3000 && mib(memory.delta) <= 300 ? 'yes' : 'NO',
]);

if (!hasFlag('skip-export')) {
  await seedConsultants(api.db, consultantCount);
  for (const format of ['csv', 'xlsx', 'pdf'] as const) {
    global.gc?.();
    rss = new RssSampler();
    cpu = process.cpuUsage();
    server = serverCpu();
    start = performance.now();
    const file = await api.request(`/api/consultants/export/${format}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const size = (await file.arrayBuffer()).byteLength;
    const ms = since(start);
    cpuMs = cpuSince(cpu) + serverCpu() - server;
    memory = rss.stop();
    if (file.status !== 200) throw new Error(`export ${format}: ${file.status}`);
    results.push([
      `export ${consultantCount} consultants as ${format}`,
      `${fixed(mib(size), 2)} MiB`,
      fixed(ms / 1000, 2),
      fixed(cpuMs / 1000, 2),
      fixed(mib(memory.delta)),
      ms <= 5000 && mib(memory.delta) <= 300 ? 'yes' : 'NO',
    ]);
  }
}
// CPU s: this process's CPU time plus the database server's (what the work costs on an idle
// core; wall time includes waiting for a busy machine).
printTable(
  [
    'operation',
    'size',
    'time s',
    'CPU s (API + DB)',
    'peak RSS Δ MiB',
    'import ≤ 3 s CPU, exports ≤ 5 s; ≤ 300 MiB',
  ],
  results,
);
if (!hasFlag('skip-phases')) {
  console.log(`\n## The import's phases against the COPY floor (load average ${load()})\n`);
  const phases = await importPhases(api.db, { bytes, name: `stock_${rowCount}.xlsx` }, templateId, {
    serverCpu: () => (postmaster === undefined ? undefined : postgresCpuMs(postmaster)),
    runs: numberOption('phase-runs', 1),
  });
  printTable(['phase', 'time s', 'API CPU s', 'server CPU s'], phases);
}
await api.close();
