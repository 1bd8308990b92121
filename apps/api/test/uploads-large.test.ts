import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  insertTemplate,
  largeXlsxFile,
  productRow,
  type UploadStatus,
  upload,
} from './uploads-fixtures.ts';

const ROWS = 10_000;

let t: TestApp;
let staff: TestClient;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  templateId = await insertTemplate(t.deps.db, 'Large import test list');
});
afterAll(() => t.close());

/** Polls the status until terminal; returns every status seen. */
async function pollUntilDone(id: number): Promise<UploadStatus[]> {
  const seen: UploadStatus[] = [];
  for (;;) {
    const res = await answer<UploadStatus>(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id } } }),
    );
    seen.push(res.body);
    if (res.body.is_terminal) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await t.deps.jobs.idle();
  return seen;
}

describe('a 10 000-row import', () => {
  it('imports every row, reporting progress while it runs; one bad row imports nothing', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => productRow(i + 1));
    const good = await largeXlsxFile(rows, 'national_stock_10k.xlsx');
    const res = await upload(staff, good, templateId);
    expect(res.status).toBe(202);
    const seen = await pollUntilDone(res.body.id);
    const done = seen.at(-1);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      total_rows: ROWS,
      processed_rows: ROWS,
      imported_rows: ROWS,
      failed_rows: 0,
    });
    const progress = seen.map((s) => s.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(seen.some((s) => !s.is_terminal)).toBe(true);
    const count = await answer<{ count: number }>(
      staff.api.GET('/api/products/count', {
        params: { query: { upload_session_id: done?.upload_session_id ?? 0 } },
      }),
    );
    expect(count.body.count).toBe(ROWS);

    rows[7_499] = ['SKU-BAD', 'Sunscreen SPF 50', 'Sun care', 'R12,5O', 'each', null, 3];
    const bad = await largeXlsxFile(rows, 'national_stock_10k_v2.xlsx');
    const failed = await upload(staff, bad, templateId);
    await t.deps.jobs.idle();
    const outcome = await answer<UploadStatus>(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id: failed.body.id } } }),
    );
    expect(outcome.body).toMatchObject({
      status: 'failed',
      total_rows: ROWS,
      imported_rows: 0,
      failed_rows: 1,
      upload_session_id: null,
      errors: [
        {
          row: 7_501,
          column: 'Retail Price (incl VAT)',
          message: "'R12,5O' is not a valid amount",
        },
      ],
    });
    const after = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN product_sets s ON s.id = p.upload_session_id
        WHERE s.template_id = $1`,
      [templateId],
    );
    expect(after[0]?.n).toBe(ROWS);
  }, 30_000);
});
