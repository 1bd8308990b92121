import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWorkStats } from '../src/lib/workers/heavy-pool.ts';
import { PREVIEW_KEEP_MS } from '../src/uploads/upload-previews.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { HEADERS, insertTemplate, productRow, uploadForm, xlsxFile } from './uploads-fixtures.ts';

// Decision 066: the file goes up once. The preview keeps it; the import refers to it by id, and
// the file is read (parsed) twice in all: once by the preview, once by the import job.

let t: TestApp;
let staff: TestClient;
let admin: TestClient;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  admin = await t.login('admin@example.com');
  templateId = await insertTemplate(t.deps.db, 'Preview import stock list');
});
afterAll(() => t.close());

const preview = (client: TestClient, file: File) =>
  answer<Schemas['UploadPreview']>(
    client.api.POST('/api/upload/preview', { body: uploadForm(file, templateId) }),
  );

const importPreview = (client: TestClient, id: number, body: Schemas['UploadPreviewImport'] = {}) =>
  answer<Schemas['Upload']>(
    client.api.POST('/api/upload/preview/{id}/import', { params: { path: { id } }, body }),
  );

const status = async (id: number) =>
  (
    await answer<Schemas['UploadStatus']>(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id } } }),
    )
  ).body;

const keptPreviews = async () =>
  (await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_previews'))[0]?.n;

const csvFile = (rows: unknown[][], name: string) =>
  new File([[HEADERS, ...rows].map((r) => r.map((v) => v ?? '').join(',')).join('\n')], name, {
    type: 'text/csv',
  });

/** Spreadsheet parses on the worker threads since the last call. */
const parses = (() => {
  let last = heavyWorkStats().documents.completed;
  return () => {
    const now = heavyWorkStats().documents.completed;
    const delta = now - last;
    last = now;
    return delta;
  };
})();

describe('importUploadPreview', () => {
  it.each([
    ['xlsx', () => xlsxFile([productRow(1), productRow(2)], { name: 'kept.xlsx' })],
    ['csv', async () => csvFile([productRow(3), productRow(4)], 'kept.csv')],
  ])('imports a previewed %s without the file, reading it twice in all', async (_kind, make) => {
    const file = await make();
    parses();
    const previewed = await preview(staff, file);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ file_name: file.name, product_codes: 2 });
    const expires = Date.parse(previewed.body.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(PREVIEW_KEEP_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(PREVIEW_KEEP_MS);

    const queued = await importPreview(staff, previewed.body.preview_id, {
      existing_products: 'skip',
    });
    expect(queued.status).toBe(202);
    expect(queued.headers.get('Location')).toBe(`/api/upload/${queued.body.id}/status`);
    expect(queued.body).toMatchObject({ status: 'pending', file_name: file.name });
    await t.deps.jobs.idle();
    expect(await status(queued.body.id)).toMatchObject({ status: 'completed', imported_rows: 2 });
    expect(parses()).toBe(2);

    const upload = await answer<Schemas['Upload']>(
      staff.api.GET('/api/upload/{id}', { params: { path: { id: queued.body.id } } }),
    );
    expect(upload.body).toMatchObject({ file_size: file.size, template_id: templateId });
    // Used up: importing it again is 404, and nothing is left stored.
    expect((await importPreview(staff, previewed.body.preview_id)).status).toBe(404);
    expect(await keptPreviews()).toBe(0);
  });

  it("is the sender's only: another user's import is 404 and leaves it usable", async () => {
    const previewed = await preview(staff, await xlsxFile([productRow(5)], { name: 'mine.xlsx' }));
    expect((await importPreview(admin, previewed.body.preview_id)).status).toBe(404);
    expect((await importPreview(staff, previewed.body.preview_id)).status).toBe(202);
    await t.deps.jobs.idle();
  });

  it('expires: an old preview is 404, and the next preview deletes it', async () => {
    const old = await preview(staff, await xlsxFile([productRow(6)], { name: 'old.xlsx' }));
    await t.deps.db.query(
      // The API's clock, not the database server's (they differ under the clock-ahead step).
      `UPDATE upload_previews SET expires_at = $2 WHERE id = $1`,
      [old.body.preview_id, new Date(t.deps.now().getTime() - 1000)],
    );
    expect((await importPreview(staff, old.body.preview_id)).status).toBe(404);
    expect(await keptPreviews()).toBe(1);
    const next = await preview(staff, await xlsxFile([productRow(7)], { name: 'new.xlsx' }));
    const left = await t.deps.db.query<{ id: number }>('SELECT id FROM upload_previews');
    expect(left.map((r) => r.id)).toEqual([next.body.preview_id]);

    // An upload sweeps too: a preview nobody imports is gone by the next upload after its hour.
    await t.deps.db.query(`UPDATE upload_previews SET expires_at = $2 WHERE id = $1`, [
      next.body.preview_id,
      new Date(t.deps.now().getTime() - 1000),
    ]);
    const direct = await answer(
      staff.api.POST('/api/upload', {
        body: uploadForm(await xlsxFile([productRow(9)], { name: 'direct.xlsx' }), templateId),
      }),
    );
    expect(direct.status).toBe(202);
    await t.deps.jobs.idle();
    expect(await keptPreviews()).toBe(0);
  });

  it('is refused without uploads:create, and a body the contract lacks is 422', async () => {
    const previewed = await preview(staff, await xlsxFile([productRow(8)], { name: 'r.xlsx' }));
    const readonly = await t.login('readonly@example.com');
    expect((await importPreview(readonly, previewed.body.preview_id)).status).toBe(403);
    const odd = await answer(
      staff.api.POST('/api/upload/preview/{id}/import', {
        params: { path: { id: previewed.body.preview_id } },
        body: { existing_products: 'merge' as 'add' },
      }),
    );
    expect(odd.status).toBe(422);
  });
});
