import type { Schemas } from '@back-office/api-client';
import { parsePhone } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, validationFailed } from '../http/errors.ts';

/** The contract's `ConsultantAddress`, its province any text (a bulk-upload row not yet checked). */
export type AddressInput = Omit<Schemas['ConsultantAddress'], 'province'> & { province: string };

/**
 * The contract's `ConsultantCreate` / `ConsultantUpdate` fields, all optional, with any text
 * for the enums: the bulk upload also builds it from rows not yet validated (an empty province,
 * any status).
 */
export type ConsultantInput = Partial<Omit<Schemas['ConsultantCreate'], 'address' | 'status'>> & {
  address?: AddressInput;
  status?: string;
};

/**
 * The input with its phone in E.164 (`082 555 0199` → `+27825550199`, decision 052); 422 on
 * `phone` when it is not a South African number. Every write of a consultant's phone goes
 * through here (create, update; the bulk upload checks its rows with the same `parsePhone`).
 */
export function withE164Phone<T extends { phone?: string | null | undefined }>(input: T): T {
  if (input.phone === undefined || input.phone === null) return input;
  if (input.phone.trim() === '') return { ...input, phone: null };
  const parsed = parsePhone(input.phone);
  if (!parsed.ok) {
    throw validationFailed([
      { loc: ['body', 'phone'], msg: parsed.message, type: 'value_error', input: input.phone },
    ]);
  }
  return { ...input, phone: parsed.e164 };
}

/** The unique fields of a consultant. */
interface UniqueFields {
  consultant_number?: string | undefined;
  email?: string | null | undefined;
  id_number?: string | null | undefined;
}

/**
 * The first clash of number, email or ID number with another consultant (not `exceptId`), as a
 * message, or null. Used by create/update (409) and the bulk upload (row errors).
 */
export async function uniquenessClash(
  db: Queryable,
  fields: UniqueFields,
  exceptId: number | null = null,
): Promise<{ column: 'consultant_number' | 'email' | 'id_number'; message: string } | null> {
  const rows = await db.query<{
    consultant_number: string;
    email: string | null;
    id_number: string | null;
  }>(
    `SELECT consultant_number, email, id_number FROM consultants
     WHERE ($4::int IS NULL OR id <> $4::int)
       AND (lower(consultant_number) = lower($1) OR lower(email) = lower($2) OR id_number = $3)`,
    [fields.consultant_number ?? null, fields.email ?? null, fields.id_number ?? null, exceptId],
  );
  for (const row of rows) {
    if (
      fields.consultant_number &&
      row.consultant_number.toLowerCase() === fields.consultant_number.toLowerCase()
    ) {
      return {
        column: 'consultant_number',
        message: `Consultant number ${fields.consultant_number} is already in use`,
      };
    }
  }
  for (const row of rows) {
    if (fields.email && row.email?.toLowerCase() === fields.email.toLowerCase()) {
      return { column: 'email', message: `A consultant with email ${fields.email} already exists` };
    }
    if (fields.id_number && row.id_number === fields.id_number) {
      return {
        column: 'id_number',
        message: `A consultant with ID number ${fields.id_number} already exists`,
      };
    }
  }
  return null;
}

/** 409 when number, email or ID number belongs to another consultant. */
export async function assertUnique(
  db: Queryable,
  fields: UniqueFields,
  exceptId: number | null = null,
) {
  const clash = await uniquenessClash(db, fields, exceptId);
  if (clash) throw conflict(clash.message, clash.column);
}

/**
 * Hands out the next free `CN-` numbers (six digits, after the highest in use). Takes a
 * transaction-scoped advisory lock so two creates never get the same number.
 */
export async function nextConsultantNumbers(tx: Queryable, count: number): Promise<string[]> {
  await tx.query('SELECT pg_advisory_xact_lock(7301)');
  const rows = await tx.query<{ n: number | null }>(
    `SELECT max(substring(consultant_number FROM '^CN-([0-9]{1,9})$')::int) AS n FROM consultants`,
  );
  const start = (rows[0]?.n ?? 0) + 1;
  return Array.from({ length: count }, (_, i) => `CN-${String(start + i).padStart(6, '0')}`);
}

/** Inserts a consultant (number already decided) and returns its id. */
export async function insertConsultant(
  tx: Queryable,
  c: ConsultantInput & { consultant_number: string; address: AddressInput },
  today: string,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO consultants (consultant_number, first_name, last_name, email, phone, id_number,
       address_line1, address_line2, city, province, postal_code, distributor, branch, status,
       joined_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     RETURNING id`,
    [
      c.consultant_number,
      c.first_name,
      c.last_name,
      c.email ?? null,
      c.phone ?? null,
      c.id_number ?? null,
      c.address.line1,
      c.address.line2 ?? null,
      c.address.city,
      c.address.province,
      c.address.postal_code,
      c.distributor ?? null,
      c.branch ?? null,
      c.status ?? 'active',
      c.joined_date ?? today,
      now,
    ],
  );
  return rows[0]?.id ?? 0;
}

const COLUMNS: Record<string, string> = {
  consultant_number: 'consultant_number',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  id_number: 'id_number',
  distributor: 'distributor',
  branch: 'branch',
  status: 'status',
  joined_date: 'joined_date',
};

/** Applies the given fields (address replaced whole) and returns the changed field names. */
export async function updateConsultant(
  tx: Queryable,
  id: number,
  input: ConsultantInput,
  now: Date,
): Promise<string[]> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const changed: string[] = [];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined) {
      set(column, value);
      changed.push(key);
    }
  }
  if (input.address) {
    set('address_line1', input.address.line1);
    set('address_line2', input.address.line2 ?? null);
    set('city', input.address.city);
    set('province', input.address.province);
    set('postal_code', input.address.postal_code);
    changed.push('address');
  }
  set('updated_at', now);
  await tx.query(`UPDATE consultants SET ${sets.join(', ')} WHERE id = $1`, params);
  return changed;
}
