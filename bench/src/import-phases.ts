import type { Db, Queryable } from '@back-office/api/src/db/db.ts';
import { mergeTrigramPending } from '@back-office/api/src/db/trigram.ts';
import { checkProductSheet } from '@back-office/api/src/uploads/check-product-sheet.ts';
import { insertProductSet } from '@back-office/api/src/uploads/insert-products.ts';
import { PRODUCT_COPY_COLUMNS, productCsv } from '@back-office/api/src/uploads/product-csv.ts';
import { loadTemplateLayout } from '@back-office/api/src/uploads/template-layout.ts';
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

/**
 * Wall time, this process's CPU and the server's CPU of one phase, as table cells: of the run
 * with the least CPU in all when `runs` > 1 (the one a shared machine disturbed least).
 */
async function measure(
  { serverCpu, runs }: PhaseOptions,
  name: string,
  fn: () => Promise<unknown>,
): Promise<string[]> {
  let best: { ms: number; api: number; server: number | undefined } | undefined;
  for (let run = 0; run < runs; run++) {
    global.gc?.();
    const server = serverCpu();
    const cpu = process.cpuUsage();
    const start = performance.now();
    await fn();
    const ms = since(start);
    const used = process.cpuUsage(cpu);
    const serverEnd = serverCpu();
    const api = (used.user + used.system) / 1000;
    const serverMs =
      server !== undefined && serverEnd !== undefined ? serverEnd - server : undefined;
    if (!best || api + (serverMs ?? 0) < best.api + (best.server ?? 0)) {
      best = { ms, api, server: serverMs };
    }
  }
  return [
    name,
    fixed((best?.ms ?? 0) / 1000, 2),
    fixed((best?.api ?? 0) / 1000, 2),
    best?.server === undefined ? 'n/a' : fixed(best.server / 1000, 2),
  ];
}

/** How the phases are measured. */
export interface PhaseOptions {
  /** CPU milliseconds of the database server so far (`undefined`: not measurable here). */
  serverCpu: () => number | undefined;
  /** Runs of each phase; the one with the least CPU is reported. */
  runs: number;
}

/**
 * The import's phases one by one against the database's floor: reading and checking the sheet
 * (worker thread), `COPY` of its rows into a table without indexes (the floor), into `products`
 * with every index (GIN pending lists at the default 4 MB, and at 64 MB: the trigram work
 * deferred to the merge, which both then run), with each index not behind a constraint left out
 * in turn (what it costs), and the merge of the pending lists. Each database phase is rolled
 * back, so the products table stays as it was.
 */
export async function importPhases(
  db: Db,
  file: { bytes: Uint8Array; name: string },
  templateId: number,
  options: PhaseOptions,
): Promise<string[][]> {
  const layout = await loadTemplateLayout(db, templateId);
  const rows: string[][] = [];
  let products: Awaited<ReturnType<typeof checkProductSheet>>['products'] = [];
  rows.push(
    await measure(options, 'read and check the sheet (worker thread)', async () => {
      products = (await checkProductSheet(file, layout)).products;
    }),
  );
  const csv = productCsv(products, 1, new Date());
  rows.push(
    await measure(options, 'COPY into a table without indexes (the floor)', () =>
      inRolledBack(db, async (tx) => {
        await tx.query('CREATE TEMP TABLE copy_floor (LIKE products INCLUDING DEFAULTS)');
        await tx.copyCsv?.('copy_floor', PRODUCT_COPY_COLUMNS, csv);
      }),
    ),
  );
  const source = { templateId, templateName: 'Bench', fileName: file.name, now: new Date() };
  // Every index of products but the ones behind constraints (the key, the unique code per set).
  const indexes = await db.query<{ name: string; trigram: boolean }>(
    `SELECT i.indexname AS name, i.indexdef LIKE '%gin_trgm_ops%' AS trigram
       FROM pg_indexes i
      WHERE i.tablename = 'products' AND i.schemaname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY 2 DESC, 1`,
  );
  // What each index costs the import: the same COPY with that one index dropped. The first two
  // merge the trigram pending lists in the same transaction, so the work a larger pending list
  // defers to the merge is counted.
  const variants = [
    { name: 'every index, 4MB pending lists, then merged', limit: '4MB', drop: '', merge: true },
    { name: 'every index, 64MB pending lists, then merged', limit: '64MB', drop: '', merge: true },
    ...indexes.map((t) => ({
      name: `every index but ${t.name}`,
      limit: '4MB',
      drop: t.name,
      merge: false,
    })),
  ];
  for (const { name, limit, drop, merge } of variants) {
    rows.push(
      await measure(options, `COPY into products, ${name}`, () =>
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
          if (merge) await mergeTrigramPending(tx, 'products');
        }),
      ),
    );
  }
  rows.push(
    await measure(options, 'merge the trigram pending lists (after the import)', () =>
      mergeTrigramPending(db, 'products'),
    ),
  );
  return rows;
}
