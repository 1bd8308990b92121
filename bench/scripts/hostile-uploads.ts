/**
 * Hostile uploads: each hostile spreadsheet of the generator (a row numbered 1,000,000,000,
 * 2,000 rows touching column XFD, 600,000 shared strings, a zip bomb of 1 GiB of sheet XML, a
 * 1,000,000-character cell,
 * CSVs too wide, too tall or with a 40,000-character field) sent to every operation that reads
 * spreadsheets, in process. Reports the answer, wall and CPU time and the peak RSS over the
 * baseline of each request (the upload's background import included), against the budget.
 *
 *   pnpm --filter @back-office/bench hostile [--bomb-mib 1024]
 */
import { loadavg } from 'node:os';
import {
  farRowXlsx,
  longFieldCsv,
  longTextXlsx,
  sharedStringsXlsx,
  tallCsv,
  wideCsv,
  xfdColumnsXlsx,
  zipBombXlsx,
} from '@back-office/api/test/helpers/hostile-spreadsheets.ts';
import { openInProcessApi } from '../src/in-process.ts';
import { fixed, mib, since } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';
import { stockXlsx } from '../src/xlsx-file.ts';

/** The budget of docs/performance.md: peak memory of one request over the baseline. */
const BUDGET_MIB = 256;

/**
 * Samples JS heap + external memory (buffers) and RSS while a request runs. RSS rarely shrinks
 * once grown, so its delta hides later requests' use; heap + external after a GC does not.
 */
class MemorySampler {
  private readonly timer: NodeJS.Timeout;
  private readonly base = used();
  private peak = this.base;
  private rss = process.memoryUsage.rss();
  constructor() {
    this.timer = setInterval(() => this.sample(), 5);
  }
  sample() {
    this.peak = Math.max(this.peak, used());
    this.rss = Math.max(this.rss, process.memoryUsage.rss());
  }
  stop() {
    this.sample();
    clearInterval(this.timer);
    return { delta: this.peak - this.base, rss: this.rss };
  }
}
function used() {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}
const bombMib = numberOption('bomb-mib', 1024);

const api = await openInProcessApi();
const insertTemplate = async (kind: string, mapping: Record<string, string>) => {
  const rows = await api.db.query<{ id: number }>(
    `INSERT INTO templates (kind, template_name, file_name, file_content, sheet_name, header_row,
                            column_mapping, sample_columns)
     VALUES ($1, $2, 'sample.xlsx', $3, 'Sheet1', 1, $4::jsonb, '[]'::jsonb) RETURNING id`,
    [kind, `Bench ${kind}`, new Uint8Array([1]), JSON.stringify(mapping)],
  );
  return String(rows[0]?.id);
};
const product = await insertTemplate('product', {
  product_code: 'Code',
  description: 'Item',
  unit_price: 'Price',
});
const distributor = await insertTemplate('distributor', { product_code: 'Code', quantity: 'Qty' });

const endpoints: { path: string; fields: Record<string, string> }[] = [
  { path: '/api/upload', fields: { template_id: product } },
  { path: '/api/templates/analyze', fields: {} },
  { path: '/api/distributor-templates/analyze', fields: {} },
  { path: '/api/consultants/bulk-upload', fields: {} },
  {
    path: '/api/distributor-orders',
    fields: { template_id: distributor, distributor_name: 'Bench' },
  },
];

const files: { name: string; bytes: Uint8Array<ArrayBuffer>; ext: string }[] = [
  { name: 'row 1,000,000,000', bytes: farRowXlsx(), ext: 'xlsx' },
  { name: '2,000 rows × column XFD', bytes: xfdColumnsXlsx(), ext: 'xlsx' },
  { name: '600,000 shared strings', bytes: sharedStringsXlsx(), ext: 'xlsx' },
  { name: `zip bomb (${bombMib} MiB of XML)`, bytes: await zipBombXlsx(bombMib), ext: 'xlsx' },
  { name: 'a 1,000,000-character cell', bytes: longTextXlsx(), ext: 'xlsx' },
  { name: 'CSV 20,000 columns', bytes: wideCsv(), ext: 'csv' },
  { name: 'CSV 150,000 rows', bytes: tallCsv(), ext: 'csv' },
  { name: 'CSV 40,000-char field', bytes: longFieldCsv(), ext: 'csv' },
];

console.log(
  `# Hostile uploads (load average ${loadavg()[0]?.toFixed(1)}), budget ${BUDGET_MIB} MiB per request\n`,
);
const rows: string[][] = [];
let worst = 0;
// The largest file the limits allow (99,999 data rows of the stock list), first, while RSS is fresh.
{
  const bytes = await stockXlsx(99_999);
  const form = new FormData();
  form.set('file', new File([bytes], 'largest.xlsx'));
  global.gc?.();
  const rss = new MemorySampler();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const res = await api.request('/api/templates/analyze', { method: 'POST', body: form });
  const wall = since(start);
  const used = process.cpuUsage(cpu);
  const memory = rss.stop();
  worst = Math.max(worst, memory.delta);
  rows.push([
    'largest allowed: 99,999 rows × 7 columns',
    `${fixed(bytes.byteLength / 1024)} KB`,
    '/api/templates/analyze',
    `${res.status}`,
    fixed(wall),
    fixed((used.user + used.system) / 1000),
    fixed(mib(memory.delta)),
    fixed(mib(memory.rss)),
  ]);
}
for (const file of files) {
  for (const endpoint of endpoints) {
    const form = new FormData();
    form.set('file', new File([file.bytes], `hostile.${file.ext}`));
    for (const [k, v] of Object.entries(endpoint.fields)) form.set(k, v);
    global.gc?.();
    const rss = new MemorySampler();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const res = await api.request(endpoint.path, { method: 'POST', body: form });
    let answer = `${res.status} ${JSON.stringify(((await res.json()) as { detail?: unknown }).detail ?? '')}`;
    if (res.status === 202) {
      await api.deps.jobs.idle();
      const id =
        (await api.db.query<{ id: number }>('SELECT max(id) AS id FROM uploads'))[0]?.id ?? 0;
      const done = await api.db.query<{ status: string; message: string }>(
        'SELECT status, message FROM uploads WHERE id = $1',
        [id],
      );
      answer = `202, import ${done[0]?.status}: ${done[0]?.message}`;
    }
    const wall = since(start);
    const used = process.cpuUsage(cpu);
    const memory = rss.stop();
    worst = Math.max(worst, memory.delta);
    rows.push([
      file.name,
      `${fixed(file.bytes.byteLength / 1024)} KB`,
      endpoint.path,
      answer.slice(0, 90),
      fixed(wall),
      fixed((used.user + used.system) / 1000),
      fixed(mib(memory.delta)),
      fixed(mib(memory.rss)),
    ]);
  }
}
printTable(
  [
    'file',
    'size',
    'endpoint',
    'answer',
    'wall ms',
    'CPU ms',
    'peak heap+ext Δ MiB',
    'peak RSS MiB',
  ],
  rows,
);
console.log(
  `\nWorst peak heap + external over baseline: ${fixed(mib(worst))} MiB (budget ${BUDGET_MIB} MiB): ${mib(worst) <= BUDGET_MIB ? 'ok' : 'OVER'}`,
);
await api.close();
