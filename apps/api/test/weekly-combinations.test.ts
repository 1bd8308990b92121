import type { operations, Schemas } from '@back-office/api-client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from '../src/http/contract/validate-response.ts';
import type { JobRunner } from '../src/jobs/jobs.ts';
import { runWeeklyCombination } from '../src/weekly-combinations/process-job.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  activePeriodId,
  insertConsultant,
  insertConsultantOrder,
  insertPeriod,
} from './invoices-fixtures.ts';

type Weekly = Schemas['WeeklyCombination'];
type JobStatus = Schemas['WeeklyCombinationStatus'];
type Preview = Schemas['WeeklyCombinationPreview'];

let t: TestApp;
let wh: TestClient;
let periodId: number;
let naledi: number;

/** Two submitted orders in the week of 2030-03-04, plus orders that must not be gathered. */
async function seedWeek(weekStart: string) {
  const db = t.deps.db;
  const at = (days: number) => {
    const d = new Date(`${weekStart}T10:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString();
  };
  await insertConsultantOrder(db, {
    consultantId: naledi,
    periodId,
    submittedAt: at(1),
    lines: [
      { code: 'RB-TEA-250', description: 'Rooibos tea, 250 g', quantity: 5, priceCents: 9000 },
      { code: '=HYPERLINK("x")', description: '=SUM(A1:A2)', quantity: 1, priceCents: 100 },
    ],
  });
  await insertConsultantOrder(db, {
    consultantId: naledi,
    periodId,
    submittedAt: at(6),
    lines: [
      { code: 'RB-TEA-250', description: 'Rooibos tea, 250 g', quantity: 2, priceCents: 9000 },
    ],
  });
  // Not gathered (decision 051): of the week but combined, invoiced on their own or cancelled.
  for (const status of ['combined', 'cancelled'] as const) {
    await insertConsultantOrder(db, {
      consultantId: naledi,
      periodId,
      status,
      submittedAt: at(2),
      lines: [{ code: 'X', quantity: 9, priceCents: 1 }],
    });
  }
  await invoiceOf(
    await insertConsultantOrder(db, {
      consultantId: naledi,
      periodId,
      submittedAt: at(3),
      lines: [{ code: 'X', quantity: 9, priceCents: 1 }],
    }),
  );
  // Nor after the week, a draft, and another period's order.
  await insertConsultantOrder(db, {
    consultantId: naledi,
    periodId,
    submittedAt: at(7),
    lines: [{ code: 'X', quantity: 9, priceCents: 1 }],
  });
  await insertConsultantOrder(db, {
    consultantId: naledi,
    periodId,
    status: 'draft',
    lines: [{ code: 'X', quantity: 9, priceCents: 1 }],
  });
  const other = await insertPeriod(t.deps.db, 'draft');
  await insertConsultantOrder(db, {
    consultantId: naledi,
    periodId: other,
    submittedAt: at(2),
    lines: [{ code: 'X', quantity: 9, priceCents: 1 }],
  });
}

/** The `Summary` sheet of a weekly combination file: value by field. */
function summaryOf(wb: ExcelJS.Workbook): Map<string, ExcelJS.CellValue> {
  const fields = new Map<string, ExcelJS.CellValue>();
  wb.getWorksheet('Summary')?.eachRow((row, n) => {
    if (n > 1) fields.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  return fields;
}

/** A live (draft) invoice of a consultant order of its own. */
async function invoiceOf(consultantOrderId: number) {
  await t.deps.db.query(
    `INSERT INTO invoices (invoice_number, period_id, source_type, source_id, bill_to_name,
       due_date, created_by)
     VALUES ($1, $2, 'consultant_order', $3, 'Naledi Dlamini', '2030-12-31', (SELECT min(id) FROM users))`,
    [`INV-WK-${consultantOrderId}`, periodId, consultantOrderId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  wh = await t.login('supervisor@example.com');
  periodId = await activePeriodId(t.deps.db);
  naledi = await insertConsultant(t.deps.db, { first: 'Naledi', last: 'Dlamini' });
  await seedWeek('2030-03-04');
});
afterAll(() => t.close());

type WeeklyCreate =
  operations['createWeeklyCombination']['requestBody']['content']['application/json'];
const create = (json: WeeklyCreate) =>
  answer<Weekly>(wh.api.POST('/api/weekly-combinations', { body: json }));

describe('weekly combinations', () => {
  it('creates a pending combination with a snapshot, previews it, lists and gets it', async () => {
    const res = await create({ period_id: periodId, week_start: '2030-03-04' });
    expect(res.status).toBe(201);
    // 7 × R90 + R1 = 63100 cents, VAT 9465.
    expect(res.body).toMatchObject({
      status: 'pending',
      week_end: '2030-03-10',
      consultant_order_count: 2,
      total_quantity: 8,
      total_cents: 72565,
      file_name: null,
      processed_at: null,
    });
    const id = res.body.id;
    const preview = await answer<Preview>(
      wh.api.GET('/api/weekly-combinations/{id}/preview', { params: { path: { id } } }),
    );
    expect(preview.body.orders).toHaveLength(2);
    expect(preview.body.orders[0]).toMatchObject({
      consultant_name: 'Naledi Dlamini',
      item_count: 2,
      subtotal_cents: 45100,
      total_cents: 51865,
    });
    expect(preview.body.products.map((p) => [p.product_code, p.quantity, p.total_cents])).toEqual([
      ['=HYPERLINK("x")', 1, 100],
      ['RB-TEA-250', 7, 63000],
    ]);
    expect(preview.body.totals).toEqual({
      order_count: 2,
      product_count: 2,
      total_quantity: 8,
      subtotal_cents: 63100,
      vat_cents: 9465,
      total_cents: 72565,
    });
    const got = await answer<Weekly>(
      wh.api.GET('/api/weekly-combinations/{id}', { params: { path: { id } } }),
    );
    expect(got.body.period_id).toBe(periodId);
    const list = await answer<{ weekly_combinations: Weekly[]; total: number }>(
      wh.api.GET('/api/weekly-combinations', {
        params: {
          query: {
            period_id: periodId,
            status: 'pending',
            sort_by: 'total_cents',
            sort_order: 'asc',
          },
        },
      }),
    );
    expect(list.body.weekly_combinations.map((w) => w.id)).toContain(id);
    expect(list.body.weekly_combinations.every((w) => w.status === 'pending')).toBe(true);
    expect(
      (await create({ period_id: periodId, week_start: '2030-03-04', week_end: '2030-03-08' }))
        .status,
    ).toBe(409);
    // Nor a week overlapping it (Wednesday to Tuesday): its orders would be gathered twice.
    const overlap = await create({ period_id: periodId, week_start: '2030-03-06' });
    expect(overlap.status).toBe(409);
    expect(JSON.stringify(overlap.body)).toContain('already covers days of this week');
    expect((await create({ period_id: periodId, week_start: '2030-02-26' })).status).toBe(409);
  });

  it('writes a file whose amounts add up to the totals it shows, with times in SAST', async () => {
    // Two orders of 10 cents: each order's own VAT rounds 1.5 up to 2 (12 cents each, 24 in all),
    // the week's VAT is once on 20 cents: 3, total 23. The file lists the orders excl. VAT.
    for (const hour of ['08', '21']) {
      await insertConsultantOrder(t.deps.db, {
        consultantId: naledi,
        periodId,
        submittedAt: `2030-09-03T${hour}:15:00Z`,
        lines: [{ code: 'CENT', quantity: 1, priceCents: 10 }],
      });
    }
    const w = (await create({ period_id: periodId, week_start: '2030-09-02' })).body;
    expect(w.total_cents).toBe(23);
    await t.deps.db.query(`UPDATE weekly_combinations SET status = 'processing' WHERE id = $1`, [
      w.id,
    ]);
    await runWeeklyCombination(
      { db: t.deps.db, now: () => new Date('2030-09-08T22:30:00Z') },
      w.id,
    );
    const file = await t.deps.db.query<{ file: Uint8Array }>(
      'SELECT file FROM weekly_combinations WHERE id = $1',
      [w.id],
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(file[0]?.file ?? []).buffer as ArrayBuffer);
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    for (const name of ['Orders', 'Products']) {
      const sheet = wb.getWorksheet(name);
      const amounts: number[] = [];
      const totals = new Map<string, number>();
      sheet?.eachRow((row, n) => {
        if (n === 1) return;
        const values = row.values as unknown[];
        const label = String(values[2] ?? values[3] ?? '');
        const amount = cents(values.at(-1));
        if (/^(Subtotal|VAT|Total) /.test(label)) totals.set(label, amount);
        else amounts.push(amount);
      });
      const sum = amounts.reduce((a, b) => a + b, 0);
      expect(sum, name).toBe(totals.get('Subtotal (excl. VAT)'));
      expect(totals.get('VAT (15%)'), name).toBe(3);
      expect(sum + (totals.get('VAT (15%)') ?? 0), name).toBe(totals.get('Total (incl. VAT)'));
      expect(totals.get('Total (incl. VAT)'), name).toBe(23);
    }
    const orders = wb.getWorksheet('Orders');
    // 21:15 UTC on the 3rd is 23:15 SAST the same day; 08:15 UTC is 10:15 SAST.
    expect([orders?.getCell('C2').value, orders?.getCell('C3').value]).toEqual([
      '2030-09-03 10:15',
      '2030-09-03 23:15',
    ]);
    // 22:30 UTC on the 8th is past midnight in South Africa.
    expect(summaryOf(wb).get('Gathered at (SAST)')).toBe('2030-09-09 00:30');
  });

  it('refuses bad weeks (400), unknown periods (404), closed periods (409), bad bodies (422)', async () => {
    expect(
      (await create({ period_id: periodId, week_start: '2030-04-08', week_end: '2030-04-07' }))
        .status,
    ).toBe(400);
    expect(
      (await create({ period_id: periodId, week_start: '2030-04-08', week_end: '2030-04-15' }))
        .status,
    ).toBe(400);
    expect((await create({ period_id: 999999, week_start: '2030-04-08' })).status).toBe(404);
    expect(
      (
        await create({
          period_id: await insertPeriod(t.deps.db, 'closed'),
          week_start: '2030-04-08',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await create({
          period_id: await insertPeriod(t.deps.db, 'archived'),
          week_start: '2030-04-08',
        })
      ).status,
    ).toBe(409);
    expect((await create({ period_id: periodId, week_start: 'Monday' })).status).toBe(422);
    // A table of operations (their methods differ): called by operationId.
    for (const op of [
      'getWeeklyCombination',
      'getWeeklyCombinationPreview',
      'getWeeklyCombinationStatus',
      'getWeeklyCombinationDownload',
      'downloadWeeklyCombinationFile',
      'cancelWeeklyCombination',
      'deleteWeeklyCombination',
      'processWeeklyCombination',
    ]) {
      expect((await wh.call(op, { params: { id: 999999 } })).status, op).toBe(404);
    }
  });

  it('processes into an xlsx with text cells (no formulas) (products and orders sheets), then refuses to run again', async () => {
    const list = await answer<{ weekly_combinations: Weekly[] }>(
      wh.api.GET('/api/weekly-combinations', { params: { query: { period_id: periodId } } }),
    );
    const id = list.body.weekly_combinations.find((w) => w.week_start === '2030-03-04')?.id ?? 0;
    expect(
      (
        await answer(
          wh.api.GET('/api/weekly-combinations/{id}/download', { params: { path: { id } } }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          wh.api.GET('/api/weekly-combinations/{id}/file', {
            params: { path: { id } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(409);
    const started = await answer<JobStatus>(
      wh.api.POST('/api/weekly-combinations/{id}/process', { params: { path: { id } } }),
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'processing', is_terminal: false });
    await t.deps.jobs.idle();
    const status = await answer<JobStatus>(
      wh.api.GET('/api/weekly-combinations/{id}/status', { params: { path: { id } } }),
    );
    expect(status.body).toMatchObject({
      status: 'completed',
      progress: 100,
      is_terminal: true,
      file_name: `weekly_combination_${id}.xlsx`,
      error: null,
    });
    const meta = await answer<{ download_url: string; size_bytes: number; file_name: string }>(
      wh.api.GET('/api/weekly-combinations/{id}/download', { params: { path: { id } } }),
    );
    expect(meta.body.download_url).toBe(`/api/weekly-combinations/${id}/file`);
    const file = await wh.raw('GET', meta.body.download_url);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(`weekly_combination_${id}.xlsx`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(meta.body.size_bytes);
    const check = validateResponse('downloadWeeklyCombinationFile', 200, 'binary', {
      contract: testContract(),
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(check.errors).toEqual([]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Products', 'Orders', 'Summary']);
    const products = wb.getWorksheet('Products');
    expect(products?.getRow(1).values).toEqual([
      undefined,
      'Product code',
      'Description',
      'Quantity',
      'Subtotal (excl. VAT) (R)',
    ]);
    // Text that looks like a formula is a text cell: shown as typed, never evaluated.
    expect(products?.getRow(2).values).toEqual([undefined, '=HYPERLINK("x")', '=SUM(A1:A2)', 1, 1]);
    expect(products?.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(products?.getRow(3).values).toEqual([
      undefined,
      'RB-TEA-250',
      'Rooibos tea, 250 g',
      7,
      630,
    ]);
    expect([5, 6, 7].map((r) => products?.getRow(r).values)).toEqual([
      [undefined, undefined, 'Subtotal (excl. VAT)', 8, 631],
      [undefined, undefined, 'VAT (15%)', undefined, 94.65],
      [undefined, undefined, 'Total (incl. VAT)', undefined, 725.65],
    ]);
    const orders = wb.getWorksheet('Orders');
    expect(orders?.getRow(1).values).toEqual([
      undefined,
      'Order number',
      'Consultant',
      'Submitted (SAST)',
      'Lines',
      'Quantity',
      'Subtotal (excl. VAT) (R)',
    ]);
    expect(orders?.rowCount).toBe(7);
    expect(orders?.getCell('B2').value).toBe('Naledi Dlamini');
    // Submitted 2030-03-05T10:00Z: 12:00 in South Africa, two hours on.
    expect(orders?.getCell('C2').value).toBe('2030-03-05 12:00');
    expect(orders?.getCell('C3').value).toBe('2030-03-10 12:00');
    expect([2, 3, 5, 6, 7].map((r) => orders?.getCell(`F${r}`).value)).toEqual([
      451, 180, 631, 94.65, 725.65,
    ]);
    const fields = summaryOf(wb);
    expect(fields.get('Orders gathered')).toContain(
      'submitted from 2030-03-04 to 2030-03-10 (South African days) that are still submitted: not combined, not invoiced and not cancelled',
    );
    expect(String(fields.get('Gathered at (SAST)'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The orders' states are those of that moment, and the file says so (decision 063).
    expect(fields.get('Order states')).toBe(
      `As at ${fields.get('Gathered at (SAST)')} SAST. The file is not updated afterwards: an order listed here may have been combined, invoiced or cancelled since. The weekly combination's page in the app lists the week's orders as they are now.`,
    );
    expect(fields.get('Total (incl. VAT) (R)')).toBe(725.65);
    // A table of operations (their methods differ): called by operationId.
    for (const op of ['processWeeklyCombination', 'cancelWeeklyCombination']) {
      expect((await wh.call(op, { params: { id } })).status, op).toBe(409);
    }
    const admin = await t.login('admin@example.com');
    expect(
      (
        await answer(
          admin.api.DELETE('/api/weekly-combinations/{id}', { params: { path: { id } } }),
        )
      ).status,
    ).toBe(204);
    expect(
      (await answer(wh.api.GET('/api/weekly-combinations/{id}', { params: { path: { id } } })))
        .status,
    ).toBe(404);
  });

  it('refuses to process an empty week; cancels pending ones; a cancelled week can be created again', async () => {
    const empty = await create({ period_id: periodId, week_start: '2030-05-06' });
    expect(empty.body.consultant_order_count).toBe(0);
    expect(
      (
        await answer(
          wh.api.POST('/api/weekly-combinations/{id}/process', {
            params: { path: { id: empty.body.id } },
          }),
        )
      ).status,
    ).toBe(409);
    const cancelled = await answer<Weekly>(
      wh.api.DELETE('/api/weekly-combinations/{id}/cancel', {
        params: { path: { id: empty.body.id } },
      }),
    );
    expect(cancelled.body.status).toBe('cancelled');
    expect(
      (
        await answer(
          wh.api.DELETE('/api/weekly-combinations/{id}/cancel', {
            params: { path: { id: empty.body.id } },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          wh.api.POST('/api/weekly-combinations/{id}/process', {
            params: { path: { id: empty.body.id } },
          }),
        )
      ).status,
    ).toBe(409);
    const st = await answer<JobStatus>(
      wh.api.GET('/api/weekly-combinations/{id}/status', {
        params: { path: { id: empty.body.id } },
      }),
    );
    expect(st.body).toMatchObject({ is_terminal: true, progress: 100 });
    expect((await create({ period_id: periodId, week_start: '2030-05-06' })).status).toBe(201);
  });

  it('a cancel while processing stops the job (no file); processing cannot be deleted', async () => {
    await seedWeek('2030-06-03');
    const w = (await create({ period_id: periodId, week_start: '2030-06-03' })).body;
    const admin = await t.login('admin@example.com');
    // Hold the job so the requests below land while the combination is processing.
    const held: (() => Promise<void>)[] = [];
    const runner = t.deps.jobs;
    t.deps.jobs = {
      start: (_name: string, work: () => Promise<void>) => held.push(work),
    } as unknown as JobRunner;
    try {
      expect(
        (
          await answer(
            wh.api.POST('/api/weekly-combinations/{id}/process', {
              params: { path: { id: w.id } },
            }),
          )
        ).status,
      ).toBe(202);
    } finally {
      t.deps.jobs = runner;
    }
    expect(
      (
        await answer(
          admin.api.DELETE('/api/weekly-combinations/{id}', { params: { path: { id: w.id } } }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer<Weekly>(
          wh.api.DELETE('/api/weekly-combinations/{id}/cancel', { params: { path: { id: w.id } } }),
        )
      ).body.status,
    ).toBe('cancelled');
    expect(held).toHaveLength(1);
    await held[0]?.();
    const after = await answer<Weekly>(
      wh.api.GET('/api/weekly-combinations/{id}', { params: { path: { id: w.id } } }),
    );
    expect(after.body).toMatchObject({ status: 'cancelled', file_name: null });
    const bytes = await t.deps.db.query<{ file: Uint8Array | null }>(
      'SELECT file FROM weekly_combinations WHERE id = $1',
      [w.id],
    );
    expect(bytes[0]?.file).toBeNull();
    expect(
      (
        await answer(
          admin.api.DELETE('/api/weekly-combinations/{id}', { params: { path: { id: w.id } } }),
        )
      ).status,
    ).toBe(204);
  });

  it('a failed job records why; a failed combination can be processed again', async () => {
    const w = (await create({ period_id: periodId, week_start: '2030-07-01' })).body;
    await t.deps.db.query(`UPDATE weekly_combinations SET status = 'processing' WHERE id = $1`, [
      w.id,
    ]);
    await runWeeklyCombination(t.deps, w.id);
    const failed = await answer<JobStatus>(
      wh.api.GET('/api/weekly-combinations/{id}/status', { params: { path: { id: w.id } } }),
    );
    expect(failed.body).toMatchObject({
      status: 'failed',
      is_terminal: true,
      error: 'The week has no submitted consultant orders',
    });
    await seedWeek('2030-07-01');
    expect(
      (
        await answer(
          wh.api.POST('/api/weekly-combinations/{id}/process', { params: { path: { id: w.id } } }),
        )
      ).status,
    ).toBe(202);
    await t.deps.jobs.idle();
    const done = await answer<Weekly>(
      wh.api.GET('/api/weekly-combinations/{id}', { params: { path: { id: w.id } } }),
    );
    expect(done.body).toMatchObject({
      status: 'completed',
      error: null,
      consultant_order_count: 2,
    });
    expect(done.body.processed_at).not.toBeNull();
  });

  it('of two simultaneous creates or process calls, one wins', async () => {
    await seedWeek('2030-08-05');
    const creates = await Promise.all([
      create({ period_id: periodId, week_start: '2030-08-05' }),
      create({ period_id: periodId, week_start: '2030-08-05' }),
    ]);
    expect(creates.map((r) => r.status).sort()).toEqual([201, 409]);
    const id = creates.find((r) => r.status === 201)?.body.id ?? 0;
    const runs = await Promise.all([
      answer(wh.api.POST('/api/weekly-combinations/{id}/process', { params: { path: { id } } })),
      answer(wh.api.POST('/api/weekly-combinations/{id}/process', { params: { path: { id } } })),
    ]);
    expect(runs.map((r) => r.status).sort()).toEqual([202, 409]);
    await t.deps.jobs.idle();
    const audit = await t.deps.db.query<{ action: string }>(
      `SELECT DISTINCT action FROM audit_log WHERE resource = 'weekly_combinations' ORDER BY action`,
    );
    expect(audit.map((a) => a.action)).toEqual(['cancel', 'create', 'delete', 'process']);
  });
});
