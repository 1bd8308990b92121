import type { Db, Queryable } from '@back-office/api/src/db/db.ts';
import { mergeTrigramPending } from '@back-office/api/src/db/trigram.ts';
import { checkProductSheet } from '@back-office/api/src/uploads/check-product-sheet.ts';
import { insertProductSet } from '@back-office/api/src/uploads/insert-products.ts';
import { PRODUCT_COPY_COLUMNS, productCsv } from '@back-office/api/src/uploads/product-csv.ts';
import { loadTemplateLayout } from '@back-office/api/src/uploads/template-layout.ts';
import { postgresCpuMs } from './server-cpu.ts';
import { fixed, since } from './stats.ts';

/** Rolls a transaction back after `fn` (a phase measured without keeping its rows). */
class Rollback extends Error {}
async function inRolledBack(db: Db, fn: (tx: Queryable) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/** Wall time, this process's CPU and the server's CPU of one phase, as table cells. */
async function measure(name: string, fn: () => Promise<unknown>): Promise<string[]> {
  global.gc?.();
  const server = postgresCpuMs();
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const ms = since(start);
  const used = process.cpuUsage(cpu);
  const serverEnd = postgresCpuMs();
  const serverMs = server !== undefined && serverEnd !== undefined ? serverEnd - server : undefined;
  return [
    name,
    fixed(ms / 1000, 2),
    fixed((used.user + used.system) / 1e6, 2),
    serverMs === undefined ? 'n/a' : fixed(serverMs / 1000, 2),
  ];
}

/**
 * The import's phases one by one against the database's floor: reading and checking the sheet
 * (worker thread), `COPY` of its rows into a table without indexes (the floor), into `products`
 * with every index (GIN pending lists at the default 4 MB, and at 64 MB: the trigram work
 * deferred to the merge), with each trigram index left out in turn (what it costs), and the
 * merge of the pending lists. Each database phase is rolled
 * back, so the products table stays as it was.
 */
export async function importPhases(
  db: Db,
  file: { bytes: Uint8Array; name: string },
  templateId: number,
): Promise<string[][]> {
  const layout = await loadTemplateLayout(db, templateId);
  const rows: string[][] = [];
  let products: Awaited<ReturnType<typeof checkProductSheet>>['products'] = [];
  rows.push(
    await measure('read and check the sheet (worker thread)', async () => {
      products = (await checkProductSheet(file, layout)).products;
    }),
  );
  const csv = productCsv(products, 1, new Date());
  rows.push(
    await measure('COPY into a table without indexes (the floor)', () =>
      inRolledBack(db, async (tx) => {
        await tx.query('CREATE TEMP TABLE copy_floor (LIKE products INCLUDING DEFAULTS)');
        await tx.copyCsv?.('copy_floor', PRODUCT_COPY_COLUMNS, csv);
      }),
    ),
  );
  const source = { templateId, templateName: 'Bench', fileName: file.name, now: new Date() };
  const trigram = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes
      WHERE tablename = 'products' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
  );
  // What each trigram index costs the import: the same COPY with that one index dropped.
  const variants = [
    { name: 'every index (GIN pending list 4MB)', limit: '4MB', drop: '' },
    { name: 'every index (GIN pending list 64MB)', limit: '64MB', drop: '' },
    ...trigram.map((t) => ({ name: `every index but ${t.name}`, limit: '4MB', drop: t.name })),
  ];
  for (const { name, limit, drop } of variants) {
    rows.push(
      await measure(`COPY into products, ${name}`, () =>
        inRolledBack(db, async (tx) => {
          if (drop) await tx.query(`DROP INDEX ${drop}`);
          await tx.query(`SET LOCAL gin_pending_list_limit = '${limit}'`);
          // A product set per upload: a new upload row, gone with the rollback.
          const upload = await tx.query<{ id: number; by: number }>(
            `INSERT INTO uploads (template_name, file_name, file_size, created_by)
             SELECT 'Bench', 'phases.xlsx', 1, min(id) FROM users RETURNING id, created_by AS by`,
          );
          const { id = 0, by = 0 } = upload[0] ?? {};
          await insertProductSet(tx, { ...source, uploadId: id, createdBy: by }, products);
        }),
      ),
    );
  }
  rows.push(
    await measure('merge the trigram pending lists (after the import)', () =>
      mergeTrigramPending(db, 'products'),
    ),
  );
  return rows;
}
