import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { CONSENT_SELECT, type ConsentContentType, type ConsentFormRow } from './consent-form.ts';

/** A consent form without its content; 404 when there is none. */
export async function loadConsentForm(db: Queryable, id: number): Promise<ConsentFormRow> {
  const rows = await db.query<ConsentFormRow>(`${CONSENT_SELECT} WHERE f.id = $1`, [id]);
  if (!rows[0]) throw notFound('Consent form not found');
  return rows[0];
}

/** A consultant's consent forms, newest first. */
export function listConsentForms(db: Queryable, consultantId: number): Promise<ConsentFormRow[]> {
  return db.query<ConsentFormRow>(
    `${CONSENT_SELECT} WHERE f.consultant_id = $1 ORDER BY f.created_at DESC, f.id DESC`,
    [consultantId],
  );
}

/** What an upload keeps of a consent form. */
export interface NewConsentForm {
  consultantId: number;
  fileName: string;
  fileType: Schemas['ConsentForm']['file_type'];
  description: string | null;
  contentType: ConsentContentType;
  content: Uint8Array;
  uploadedBy: number;
}

/**
 * Keeps a consent form and marks its consultant changed; answers the form's id and the
 * consultant's number (for the audit).
 */
export async function insertConsentForm(
  tx: Queryable,
  form: NewConsentForm,
  now: Date,
): Promise<{ id: number; consultantNumber: string | undefined }> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO consent_forms (consultant_id, file_name, file_type, description, content_type,
       size_bytes, content, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      form.consultantId,
      form.fileName,
      form.fileType,
      form.description,
      form.contentType,
      form.content.byteLength,
      form.content,
      form.uploadedBy,
      now,
    ],
  );
  const consultant = await tx.query<{ consultant_number: string }>(
    'UPDATE consultants SET updated_at = $2 WHERE id = $1 RETURNING consultant_number',
    [form.consultantId, now],
  );
  return { id: rows[0]?.id ?? 0, consultantNumber: consultant[0]?.consultant_number };
}

/** Deletes a consent form; answers what the audit names, or 404. */
export async function deleteConsentForm(
  tx: Queryable,
  id: number,
): Promise<{ file_name: string; consultant_number: string; consultant_id: number }> {
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
  if (!rows[0]) throw notFound('Consent form not found');
  return rows[0];
}

/** A consent form's file. */
export async function readConsentFormContent(db: Queryable, id: number): Promise<Uint8Array> {
  const rows = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM consent_forms WHERE id = $1',
    [id],
  );
  return new Uint8Array(rows[0]?.content ?? []);
}
