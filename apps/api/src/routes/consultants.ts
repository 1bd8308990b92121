import { southAfricanDay } from '@back-office/domain';
import { audit } from '../audit/audit.ts';
import {
  consultantsWithOrders,
  deleteConsultants,
  lockConsultants,
} from '../consultants/consultant-delete.ts';
import { consultantsToExport, exportConsultants } from '../consultants/consultant-export.ts';
import { planImport } from '../consultants/consultant-import.ts';
import {
  consultantHistory,
  listConsultants,
  searchConsultants,
} from '../consultants/consultant-queries.ts';
import { loadConsultant, toConsultant } from '../consultants/consultant-row.ts';
import {
  type AddressInput,
  assertUnique,
  insertConsultant,
  nextConsultantNumbers,
  updateConsultant,
  withE164Phone,
} from '../consultants/consultant-save.ts';
import { mergeTrigramPending } from '../db/trigram.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent } from '../http/input.ts';
import { fileResponse } from '../lib/http/file-response.ts';
import { readSpreadsheet } from '../lib/spreadsheet/read.ts';
import { firstRowErrors } from '../lib/spreadsheet/row-errors.ts';

/** Consultants: CRUD, search, bulk delete, bulk upload, export and their order history. */
export function consultantHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    searchConsultants: async (_c, { params, query, json }) => {
      const { term } = params;
      const { limit } = query;
      return json(200, await searchConsultants(db, term, limit));
    },
    bulkDeleteConsultants: async (c, { body, query, json }) => {
      const ids = body.consultant_ids;
      const deleted = await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const rows = await lockConsultants(tx, ids);
        const found = new Set(rows.map((r) => r.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) throw notFound(`Consultants not found: ${missing.join(', ')}`);
        const busy = await consultantsWithOrders(tx, ids);
        if (busy.length > 0) {
          throw conflict(
            `Consultants with consultant orders cannot be deleted: ${busy.map((b) => b.consultant_number).join(', ')}`,
          );
        }
        await deleteConsultants(tx, ids);
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
      return deleted === undefined ? noContent(c) : json(200, { deleted });
    },
    bulkUploadConsultants: async (c, { body, json }) => {
      const { file } = body;
      const upload =
        typeof file === 'string' ? new File([file], 'upload.csv', { type: 'text/csv' }) : file;
      const book = await readSpreadsheet(upload, upload.name);
      const plan = await planImport(db, book.sheets[0]);
      if (!plan.ok) return json(400, { detail: plan.detail, ...firstRowErrors(plan.errors) });
      const now = deps.now();
      const today = southAfricanDay(now);
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
      return json(200, { imported, total_rows: plan.totalRows, errors: [] });
    },
    exportConsultants: async (_c, { params, body }) => {
      const { format } = params;
      const { consultant_ids: ids = [], ...filters } = body ?? {};
      const rows = await consultantsToExport(db, ids, filters);
      const file = await exportConsultants(rows, format, deps.now());
      return fileResponse(file.bytes, file.type, file.fileName);
    },
    listConsultants: async (_c, { query, json }) => json(200, await listConsultants(db, query)),
    createConsultant: async (c, { body: input, json }) => {
      const body = withE164Phone(input);
      const now = deps.now();
      const id = await db.transaction(async (tx) => {
        await assertUnique(tx, body);
        const number = body.consultant_number ?? (await nextConsultantNumbers(tx, 1))[0] ?? '';
        const created = await insertConsultant(
          tx,
          { ...body, consultant_number: number },
          southAfricanDay(now),
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
      return json(201, toConsultant(await loadConsultant(db, id)));
    },
    getConsultant: async (_c, { params, json }) =>
      json(200, toConsultant(await loadConsultant(db, params.id))),
    updateConsultant: async (c, { params, body: input, json }) => {
      const { id } = params;
      const body = withE164Phone(input);
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
      return json(200, toConsultant(await loadConsultant(db, id)));
    },
    deleteConsultant: async (c, { params, query }) => {
      const { id } = params;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const row = await loadConsultant(tx, id);
        const busy = await consultantsWithOrders(tx, [id]);
        if (busy[0]) {
          throw conflict(
            `Consultant ${row.consultant_number} has ${busy[0].n} consultant orders and cannot be deleted`,
          );
        }
        await deleteConsultants(tx, [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultants',
          recordId: id,
          summary: `Deleted consultant ${row.consultant_number} ${row.first_name} ${row.last_name} and ${row.consent_form_count} consent forms`,
        });
      });
      return noContent(c);
    },
    listConsultantHistoryOrders: async (_c, { params, query, json }) => {
      const { id } = params;
      await loadConsultant(db, id);
      return json(200, await consultantHistory(db, id, query));
    },
  } satisfies HandlerGroup;
}
