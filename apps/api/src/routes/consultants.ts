import { Hono } from 'hono';
import {
  consultantsToExport,
  type ExportFormat,
  exportConsultants,
} from '../consultants/consultant-export.ts';
import { planImport } from '../consultants/consultant-import.ts';
import {
  type ConsultantFilters,
  type ConsultantListQuery,
  consultantHistory,
  type HistoryQuery,
  listConsultants,
  searchConsultants,
} from '../consultants/consultant-queries.ts';
import { loadConsultant, toConsultant } from '../consultants/consultant-row.ts';
import {
  type AddressInput,
  assertUnique,
  type ConsultantInput,
  insertConsultant,
  nextConsultantNumbers,
  updateConsultant,
} from '../consultants/consultant-save.ts';
import type { Queryable } from '../db/db.ts';
import { mergeTrigramPending } from '../db/trigram.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf } from '../http/input.ts';
import { fileResponse } from '../lib/http/file-response.ts';
import { readSpreadsheet } from '../lib/spreadsheet/read.ts';
import { firstRowErrors } from '../lib/spreadsheet/row-errors.ts';
import { johannesburgDay } from '../orders/user-ref.ts';
import { audit } from '../platform/audit.ts';

type IdParams = { id: number };
type Create = ConsultantInput & { first_name: string; last_name: string; address: AddressInput };

/** Consultants that have consultant orders, with their number and order count. */
async function withOrders(db: Queryable, ids: number[]) {
  return db.query<{ id: number; consultant_number: string; n: number }>(
    `SELECT c.id, c.consultant_number, count(o.id)::int AS n
     FROM consultants c JOIN consultant_orders o ON o.consultant_id = c.id
     WHERE c.id = ANY($1::int[]) GROUP BY c.id ORDER BY c.consultant_number`,
    [ids],
  );
}

/** Consultants: CRUD, search, bulk delete, bulk upload, export and their order history. */
export function consultantRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/api/consultants/search/:term', async (c) => {
      const { term } = paramsOf<{ term: string }>(c);
      const { limit } = queryOf<{ limit: number }>(c);
      return c.json(await searchConsultants(db, term, limit), 200);
    })
    .post('/api/consultants/bulk-delete', async (c) => {
      const ids = bodyOf<{ consultant_ids: number[] }>(c).consultant_ids;
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number; consultant_number: string }>(
          'SELECT id, consultant_number FROM consultants WHERE id = ANY($1::int[]) FOR UPDATE',
          [ids],
        );
        const found = new Set(rows.map((r) => r.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) throw notFound(`Consultants not found: ${missing.join(', ')}`);
        const busy = await withOrders(tx, ids);
        if (busy.length > 0) {
          throw conflict(
            `Consultants with consultant orders cannot be deleted: ${busy.map((b) => b.consultant_number).join(', ')}`,
          );
        }
        await tx.query('DELETE FROM consultants WHERE id = ANY($1::int[])', [ids]);
        for (const row of rows) {
          await audit(tx, c, {
            action: 'delete',
            resource: 'consultants',
            recordId: row.id,
            summary: `Deleted consultant ${row.consultant_number} (bulk delete)`,
          });
        }
        return rows.length;
      });
      return c.json({ deleted }, 200);
    })
    .post('/api/consultants/bulk-upload', async (c) => {
      const { file } = bodyOf<{ file: File | string }>(c);
      const upload =
        typeof file === 'string' ? new File([file], 'upload.csv', { type: 'text/csv' }) : file;
      const book = await readSpreadsheet(upload, upload.name);
      const plan = await planImport(db, book.sheets[0]);
      if (!plan.ok) return c.json({ detail: plan.detail, ...firstRowErrors(plan.errors) }, 400);
      const now = deps.now();
      const today = johannesburgDay(now);
      const imported = await db.transaction(async (tx) => {
        const blanks = plan.consultants.filter((x) => !x.consultant_number).length;
        const numbers = await nextConsultantNumbers(tx, blanks);
        let count = 0;
        for (const input of plan.consultants) {
          const number = input.consultant_number ?? numbers.shift() ?? '';
          const address = input.address as AddressInput;
          const id = await insertConsultant(
            tx,
            { ...input, consultant_number: number, address },
            today,
            now,
          );
          await audit(tx, c, {
            action: 'create',
            resource: 'consultants',
            recordId: id,
            summary: `Imported consultant ${number} ${input.first_name} ${input.last_name} from ${upload.name}`,
          });
          count++;
        }
        return count;
      });
      await mergeTrigramPending(db, 'consultants');
      return c.json({ imported, total_rows: plan.totalRows, errors: [] }, 200);
    })
    .post('/api/consultants/export/:format', async (c) => {
      const { format } = paramsOf<{ format: ExportFormat }>(c);
      const { consultant_ids: ids = [], ...filters } =
        bodyOf<({ consultant_ids?: number[] } & ConsultantFilters) | undefined>(c) ?? {};
      const rows = await consultantsToExport(db, ids, filters);
      const file = await exportConsultants(rows, format, deps.now());
      return fileResponse(file.bytes, file.type, file.fileName);
    })
    .get('/api/consultants', async (c) =>
      c.json(await listConsultants(db, queryOf<ConsultantListQuery>(c)), 200),
    )
    .post('/api/consultants', async (c) => {
      const body = bodyOf<Create>(c);
      const now = deps.now();
      const id = await db.transaction(async (tx) => {
        await assertUnique(tx, body);
        const number = body.consultant_number ?? (await nextConsultantNumbers(tx, 1))[0] ?? '';
        const created = await insertConsultant(
          tx,
          { ...body, consultant_number: number },
          johannesburgDay(now),
          now,
        );
        await audit(tx, c, {
          action: 'create',
          resource: 'consultants',
          recordId: created,
          summary: `Created consultant ${number} ${body.first_name} ${body.last_name}`,
        });
        return created;
      });
      return c.json(toConsultant(await loadConsultant(db, id)), 201);
    })
    .get('/api/consultants/:id', async (c) =>
      c.json(toConsultant(await loadConsultant(db, paramsOf<IdParams>(c).id)), 200),
    )
    .put('/api/consultants/:id', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      const body = bodyOf<ConsultantInput>(c);
      await db.transaction(async (tx) => {
        const row = await loadConsultant(tx, id);
        await assertUnique(tx, body, id);
        const changed = await updateConsultant(tx, id, body, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'consultants',
          recordId: id,
          summary: `Updated consultant ${row.consultant_number}: ${changed.join(', ')}`,
        });
      });
      return c.json(toConsultant(await loadConsultant(db, id)), 200);
    })
    .delete('/api/consultants/:id', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      await db.transaction(async (tx) => {
        const row = await loadConsultant(tx, id);
        const busy = await withOrders(tx, [id]);
        if (busy[0]) {
          throw conflict(
            `Consultant ${row.consultant_number} has ${busy[0].n} consultant orders and cannot be deleted`,
          );
        }
        await tx.query('DELETE FROM consultants WHERE id = $1', [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultants',
          recordId: id,
          summary: `Deleted consultant ${row.consultant_number} ${row.first_name} ${row.last_name} and ${row.consent_form_count} consent forms`,
        });
      });
      return noContent(c);
    })
    .get('/api/consultants/:id/orders', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      await loadConsultant(db, id);
      return c.json(await consultantHistory(db, id, queryOf<HistoryQuery>(c)), 200);
    });
}
