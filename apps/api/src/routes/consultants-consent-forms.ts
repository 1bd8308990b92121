import { audit } from '../audit/audit.ts';
import {
  assertConsentSize,
  cleanFileName,
  sniffConsentType,
  toConsentForm,
} from '../consultants/consent-form.ts';
import {
  deleteConsentForm,
  insertConsentForm,
  listConsentForms,
  loadConsentForm,
  readConsentFormContent,
} from '../consultants/consent-form-rows.ts';
import { loadConsultant } from '../consultants/consultant-row.ts';
import type { AppDeps } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { fileResponse } from '../lib/http/file-response.ts';

/** Consent forms (POPIA files) on consultants: upload, list, delete, download. */
export function consentFormHandlers(deps: AppDeps) {
  const { db } = deps;
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
        const form = {
          consultantId: id,
          fileName: name,
          fileType: q.file_type,
          description: q.description ?? null,
          contentType: type,
          content: bytes,
          uploadedBy: userOf(c).id,
        };
        const created = await insertConsentForm(tx, form, deps.now());
        await audit(tx, c, {
          action: 'upload',
          resource: 'consent_forms',
          recordId: created.id,
          parentId: id,
          summary: `Uploaded ${q.file_type} ${name} (${bytes.byteLength} bytes) for consultant ${created.consultantNumber ?? id}`,
        });
        return created.id;
      });
      return json(201, toConsentForm(await loadConsentForm(db, formId)));
    },
    listConsentForms: async (_c, { params, json }) => {
      const { id } = params;
      await loadConsultant(db, id);
      const rows = await listConsentForms(db, id);
      return json(200, { consent_forms: rows.map(toConsentForm), total: rows.length });
    },
    deleteConsentForm: async (c, { params }) => {
      const { id } = params;
      await db.transaction(async (tx) => {
        const row = await deleteConsentForm(tx, id);
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
      const form = await loadConsentForm(db, id);
      const content = await readConsentFormContent(db, id);
      return fileResponse(content, form.content_type, form.file_name);
    },
  } satisfies HandlerGroup;
}
