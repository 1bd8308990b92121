import { audit } from '../audit/audit.ts';
import {
  assertConsentSize,
  CONSENT_SELECT,
  type ConsentFormRow,
  cleanFileName,
  sniffConsentType,
  toConsentForm,
} from '../consultants/consent-form.ts';
import { loadConsultant } from '../consultants/consultant-row.ts';
import type { AppDeps } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { fileResponse } from '../lib/http/file-response.ts';

/** Consent forms (POPIA files) on consultants: upload, list, delete, download. */
export function consentFormHandlers(deps: AppDeps) {
  const { db } = deps;
  const load = async (id: number) => {
    const rows = await db.query<ConsentFormRow>(`${CONSENT_SELECT} WHERE f.id = $1`, [id]);
    if (!rows[0]) throw notFound('Consent form not found');
    return rows[0];
  };
  return {
    uploadConsentForm: async (c, { params, query: q, body, json }) => {
      const { id } = params;
      const { file } = body;
      await loadConsultant(db, id);
      if (typeof file === 'string')
        throw new HttpError(415, 'Only PDF, JPEG and PNG files are accepted');
      assertConsentSize(file.size);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffConsentType(bytes);
      const name = cleanFileName(file.name, type);
      const formId = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO consent_forms (consultant_id, file_name, file_type, description, content_type,
             size_bytes, content, uploaded_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            id,
            name,
            q.file_type,
            q.description ?? null,
            type,
            bytes.byteLength,
            bytes,
            userOf(c).id,
            deps.now(),
          ],
        );
        const created = rows[0]?.id ?? 0;
        const consultant = await tx.query<{ consultant_number: string }>(
          'UPDATE consultants SET updated_at = $2 WHERE id = $1 RETURNING consultant_number',
          [id, deps.now()],
        );
        await audit(tx, c, {
          action: 'upload',
          resource: 'consent_forms',
          recordId: created,
          parentId: id,
          summary: `Uploaded ${q.file_type} ${name} (${bytes.byteLength} bytes) for consultant ${consultant[0]?.consultant_number ?? id}`,
        });
        return created;
      });
      return json(201, toConsentForm(await load(formId)));
    },
    listConsentForms: async (_c, { params, json }) => {
      const { id } = params;
      await loadConsultant(db, id);
      const rows = await db.query<ConsentFormRow>(
        `${CONSENT_SELECT} WHERE f.consultant_id = $1 ORDER BY f.created_at DESC, f.id DESC`,
        [id],
      );
      return json(200, { consent_forms: rows.map(toConsentForm), total: rows.length });
    },
    deleteConsentForm: async (c, { params }) => {
      const { id } = params;
      await db.transaction(async (tx) => {
        const rows = await tx.query<{
          file_name: string;
          consultant_number: string;
          consultant_id: number;
        }>(
          `DELETE FROM consent_forms f USING consultants c
           WHERE f.id = $1 AND c.id = f.consultant_id
           RETURNING f.file_name, c.consultant_number, f.consultant_id`,
          [id],
        );
        const row = rows[0];
        if (!row) throw notFound('Consent form not found');
        await audit(tx, c, {
          action: 'delete',
          resource: 'consent_forms',
          recordId: id,
          parentId: row.consultant_id,
          summary: `Deleted consent form ${row.file_name} of consultant ${row.consultant_number}`,
        });
      });
      return noContent(c);
    },
    downloadConsentForm: async (_c, { params }) => {
      const { id } = params;
      const form = await load(id);
      const rows = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM consent_forms WHERE id = $1',
        [id],
      );
      return fileResponse(
        new Uint8Array(rows[0]?.content ?? []),
        form.content_type,
        form.file_name,
      );
    },
  } satisfies HandlerGroup;
}
