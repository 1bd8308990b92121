import type { Schemas } from '@back-office/api-client';
import { iso } from '../db/iso.ts';
import { HttpError } from '../http/errors.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** The largest consent-form file accepted (10 MB). */
export const MAX_CONSENT_BYTES = 10 * 1024 * 1024;

/** The media types a consent form may have. */
export type ConsentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A `consent_forms` row without its content, with the uploader (users joined as `u`). */
export interface ConsentFormRow extends UserRefColumns {
  id: number;
  version: number;
  consultant_id: number;
  file_name: string;
  file_type: Schemas['ConsentForm']['file_type'];
  description: string | null;
  content_type: ConsentContentType;
  size_bytes: number;
  created_at: Date;
}

/**
 * The media type of a file from its first bytes (`%PDF-`, JPEG's FF D8 FF, PNG's signature),
 * whatever the client claims; 415 for anything else (including an empty file).
 */
export function sniffConsentType(bytes: Uint8Array): ConsentContentType {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  throw new HttpError(415, 'Only PDF, JPEG and PNG files are accepted');
}

/** 413 when a file is over {@link MAX_CONSENT_BYTES}. */
export function assertConsentSize(size: number): void {
  if (size > MAX_CONSENT_BYTES) throw new HttpError(413, 'File is larger than 10 MB');
}

/** The uploaded name without any path or control characters (at most 255 characters). */
export function cleanFileName(name: string, type: ConsentContentType): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((ch) => ch !== '"' && (ch.codePointAt(0) ?? 0) >= 32 && ch !== '\u007f')
    .join('')
    .trim();
  if (base) return base.slice(-255);
  return `consent_form.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}`;
}

/** The contract's `ConsentForm`. */
export function toConsentForm(row: ConsentFormRow) {
  return {
    id: row.id,
    version: row.version,
    consultant_id: row.consultant_id,
    file_name: row.file_name,
    file_type: row.file_type,
    description: row.description,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    uploaded_by: toUserRef(row),
    created_at: iso(row.created_at),
  };
}

/** Selects consent forms (`f`) with their uploader; append WHERE/ORDER BY. */
export const CONSENT_SELECT = `
  SELECT f.id, f.version, f.consultant_id, f.file_name, f.file_type, f.description, f.content_type,
    f.size_bytes, f.created_at, ${USER_REF_COLUMNS}
  FROM consent_forms f LEFT JOIN users u ON u.id = f.uploaded_by`;
