import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { likeEscape } from '../db/like-escape.ts';
import { notFound } from '../http/errors.ts';

/** The statuses of a consultant (the contract's). */
export type ConsultantStatus = Schemas['ConsultantStatus'];

/** A `consultants` row plus its consent-form count (see {@link CONSULTANT_SELECT}). */
export interface ConsultantRow {
  id: number;
  version: number;
  consultant_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  id_number: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: Schemas['Consultant']['address']['province'];
  postal_code: string;
  distributor: string | null;
  branch: string | null;
  status: ConsultantStatus;
  joined_date: string;
  consent_form_count: number;
  created_at: Date;
  updated_at: Date;
}

/** The select list of a consultant (`c`) with their consent-form count. */
export const CONSULTANT_COLUMNS = `c.*,
  (SELECT count(*)::int FROM consent_forms f WHERE f.consultant_id = c.id) AS consent_form_count`;

/** Selects consultants (`c`) from `source` with their consent-form count; append WHERE/ORDER BY. */
export const consultantSelectFrom = (source: string) =>
  `SELECT ${CONSULTANT_COLUMNS} FROM ${source}`;

/** Selects consultants (`c`) with their consent-form count; append WHERE/ORDER BY. */
export const CONSULTANT_SELECT = consultantSelectFrom('consultants c');

/** The contract's `Consultant`. */
export function toConsultant(row: ConsultantRow) {
  return {
    id: row.id,
    version: row.version,
    consultant_number: row.consultant_number,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    id_number: row.id_number,
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      city: row.city,
      province: row.province,
      postal_code: row.postal_code,
    },
    distributor: row.distributor,
    branch: row.branch,
    status: row.status,
    joined_date: row.joined_date,
    consent_form_count: row.consent_form_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The consultant with this id, or 404 `Consultant not found`. */
export async function loadConsultant(db: Queryable, id: number): Promise<ConsultantRow> {
  const rows = await db.query<ConsultantRow>(`${CONSULTANT_SELECT} WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound('Consultant not found');
  return rows[0];
}

/**
 * The searched fields of a consultant (alias `c`) as one lower-cased text: number, full name,
 * email, phone and ID number joined by chr(1). Migration 170 indexes exactly this expression.
 */
export const CONSULTANT_SEARCH_TEXT = `lower(c.consultant_number || chr(1) || c.first_name || ' ' ||
  c.last_name || chr(1) || coalesce(c.email, '') || chr(1) || coalesce(c.phone, '') || chr(1) ||
  coalesce(c.id_number, ''))`;

/**
 * The search condition over number, names, full name, email, phone and ID number, with its
 * values: a trigram-indexed LIKE on {@link CONSULTANT_SEARCH_TEXT} of the term trimmed,
 * lower-cased, escaped and without chr(1) (the fields' separator, so a match never spans two
 * fields). A term typed as a national phone (`082 555`) also matches the E.164 form the phone
 * is stored in (`+2782555`, decision 052) by a second LIKE on the same expression; only then,
 * since a second LIKE costs the planner a BitmapOr of both.
 */
export function consultantSearch(term: string): { sql: string; values: string[] } {
  const lower = term.replaceAll('\u0001', '').trim().toLowerCase();
  const pattern = `%${likeEscape(lower)}%`;
  const digits = lower.replace(/[\s\u00a0\u202f()-]/g, '');
  if (!/^0[0-9]+$/.test(digits))
    return { sql: `${CONSULTANT_SEARCH_TEXT} LIKE ?`, values: [pattern] };
  return {
    sql: `(${CONSULTANT_SEARCH_TEXT} LIKE ? OR ${CONSULTANT_SEARCH_TEXT} LIKE ?)`,
    values: [pattern, `%+27${digits.slice(1)}%`],
  };
}
