import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import type { LogoType } from './logo.ts';

/** The `business_details` row (one, id 1: migration 161). */
export interface BusinessRow {
  id: number;
  legal_name: string;
  trading_name: string | null;
  address: string;
  vat_number: string | null;
  registration_number: string | null;
  logo: Uint8Array | null;
  logo_type: LogoType | null;
  updated_at: Date | string;
  version: number | string;
}

/** The supplier of every document: what the PDFs print. */
export interface Supplier {
  legalName: string;
  tradingName: string | null;
  address: string;
  vatNumber: string | null;
  registrationNumber: string | null;
  logo: { bytes: Uint8Array; type: LogoType } | null;
}

/** The one row of business details (the migration inserts it). */
export async function loadBusinessRow(db: Queryable): Promise<BusinessRow> {
  const rows = await db.query<BusinessRow>('SELECT * FROM business_details WHERE id = 1');
  const row = rows[0];
  if (!row) throw new Error('business_details has no row (migration 161)');
  return row;
}

const bytesOf = (value: Uint8Array | null): Uint8Array | null =>
  value === null ? null : new Uint8Array(value);

/** Whether the details a tax invoice needs from the supplier are set. */
export const isComplete = (row: Pick<BusinessRow, 'legal_name' | 'address' | 'vat_number'>) =>
  row.legal_name.trim() !== '' && row.address.trim() !== '' && row.vat_number !== null;

/** The contract's `BusinessDetails`. */
export function toBusinessDetails(row: BusinessRow): Schemas['BusinessDetails'] {
  const logo = bytesOf(row.logo);
  return {
    legal_name: row.legal_name,
    trading_name: row.trading_name,
    address: row.address,
    vat_number: row.vat_number,
    registration_number: row.registration_number,
    logo:
      logo && row.logo_type
        ? {
            content_type: row.logo_type,
            size_bytes: logo.length,
            data_base64: Buffer.from(logo).toString('base64'),
          }
        : null,
    complete: isComplete(row),
    updated_at: iso(row.updated_at),
    version: Number(row.version),
  };
}

/** The supplier block of the documents. */
export async function loadSupplier(db: Queryable): Promise<Supplier> {
  const row = await loadBusinessRow(db);
  const logo = bytesOf(row.logo);
  return {
    legalName: row.legal_name,
    tradingName: row.trading_name,
    address: row.address,
    vatNumber: row.vat_number,
    registrationNumber: row.registration_number,
    logo: logo && row.logo_type ? { bytes: logo, type: row.logo_type } : null,
  };
}

/** The supplier's words as an issued invoice keeps them (`invoices.supplier`): no logo. */
export type SupplierSnapshot = Omit<Supplier, 'logo'>;

export const supplierSnapshot = ({ logo: _logo, ...words }: Supplier): SupplierSnapshot => words;

/**
 * The supplier an invoice prints: the one kept when it was issued, else (drafts, and invoices
 * issued before migration 167) the current details. The logo is always the current one.
 */
export async function supplierOf(db: Queryable, kept: SupplierSnapshot | null): Promise<Supplier> {
  const current = await loadSupplier(db);
  return kept ? { ...kept, logo: current.logo } : current;
}

/** The business's name for a document's title block (trading name, else legal name). */
export async function documentCompany(db: Queryable): Promise<string | undefined> {
  const { tradingName, legalName } = await loadSupplier(db);
  return tradingName || legalName || undefined;
}

/** Trimmed text, or null when empty. */
export const textOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The details as the update saves them (the logo is handled by the caller). */
export function normalizeUpdate(body: Schemas['BusinessDetailsUpdate']) {
  return {
    legal_name: body.legal_name.trim(),
    trading_name: textOrNull(body.trading_name),
    address: body.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n'),
    vat_number: textOrNull(body.vat_number),
    registration_number: textOrNull(body.registration_number),
  };
}

/** Saves the business details (and the logo, when `logo` is given: null bytes remove it). */
export async function saveBusinessDetails(
  tx: Queryable,
  details: ReturnType<typeof normalizeUpdate>,
  logo: { bytes: Uint8Array | null; type: string | null } | undefined,
  userId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE business_details SET legal_name = $1, trading_name = $2, address = $3,
       vat_number = $4, registration_number = $5, updated_by = $6, updated_at = $7
     WHERE id = 1`,
    [
      details.legal_name,
      details.trading_name,
      details.address,
      details.vat_number,
      details.registration_number,
      userId,
      now,
    ],
  );
  if (logo) {
    await tx.query('UPDATE business_details SET logo = $1, logo_type = $2 WHERE id = 1', [
      logo.bytes,
      logo.type,
    ]);
  }
}

const FIELD_WORDS = {
  legal_name: 'legal name',
  trading_name: 'trading name',
  address: 'address',
  vat_number: 'VAT number',
  registration_number: 'registration number',
} as const;

/** The audit's words for what an update changes: `VAT number 4123456789 → 4987654321, logo`. */
export function businessChanges(
  before: BusinessRow,
  after: ReturnType<typeof normalizeUpdate>,
  logo: { bytes: Uint8Array | null } | undefined,
): string[] {
  const changes: string[] = [];
  for (const field of Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[]) {
    if (before[field] === after[field]) continue;
    const words = (value: string | null) =>
      value === null ? 'none' : value.replaceAll('\n', ', ');
    changes.push(`${FIELD_WORDS[field]} ${words(before[field])} → ${words(after[field])}`);
  }
  if (logo) changes.push(logo.bytes === null ? 'logo removed' : 'logo');
  return changes;
}
