import {
  CONSULTANT_PROVINCES,
  CONSULTANT_STATUSES,
  type ConsultantColumn,
  EXAMPLE_CONSULTANT_NUMBER,
  parsePhone,
} from '@back-office/domain';
import type { CellText } from '../lib/spreadsheet/read.ts';
import type { ConsultantInput } from './consultant-save.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATUSES: readonly string[] = CONSULTANT_STATUSES;

/**
 * A cell as trimmed text (empty → null). Numbers that lost leading zeros in a spreadsheet are
 * restored where the column's format is known: 13-digit ID numbers, 4-digit postal codes,
 * 10-digit local phone numbers.
 */
export function consultantCellText(
  column: ConsultantColumn,
  value: CellText | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    const digits = String(value);
    if (column === 'id_number' && digits.length < 13) return digits.padStart(13, '0');
    if (column === 'postal_code' && digits.length < 4) return digits.padStart(4, '0');
    if (column === 'phone' && digits.length === 9) return `0${digits}`;
    return digits;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** A problem with one cell: its column and message. */
export interface FieldError {
  column: ConsultantColumn;
  message: string;
}

function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Validates one row's values (by column) into a consultant, or lists its field errors. */
export function validateRow(get: (column: ConsultantColumn) => string | null): {
  value: ConsultantInput;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const text = (column: ConsultantColumn, max: number, required = false): string | null => {
    const v = get(column);
    if (v === null) {
      if (required) errors.push({ column, message: `${column} is required` });
      return null;
    }
    if (v.length > max)
      errors.push({ column, message: `${column} must be at most ${max} characters` });
    return v;
  };
  const number = text('consultant_number', 20);
  if (number?.toUpperCase() === EXAMPLE_CONSULTANT_NUMBER) {
    errors.push({
      column: 'consultant_number',
      message: "This is the template's example row; delete it and upload again",
    });
  }
  const first = text('first_name', 100, true);
  const last = text('last_name', 100, true);
  const email = text('email', 254);
  if (email && !EMAIL.test(email))
    errors.push({ column: 'email', message: `'${email}' is not an email address` });
  const phoneText = text('phone', 20);
  const phoneParse = phoneText === null ? null : parsePhone(phoneText);
  if (phoneParse && !phoneParse.ok) errors.push({ column: 'phone', message: phoneParse.message });
  const phone = phoneParse?.ok ? phoneParse.e164 : phoneText;
  const idNumber = text('id_number', 13);
  if (idNumber && !/^\d{13}$/.test(idNumber))
    errors.push({ column: 'id_number', message: 'ID number must be 13 digits' });
  const line1 = text('address_line1', 200, true);
  const line2 = text('address_line2', 200);
  const city = text('city', 100, true);
  const provinceText = text('province', 100, true);
  const province = CONSULTANT_PROVINCES.find(
    (p) => p.toLowerCase() === provinceText?.toLowerCase(),
  );
  if (provinceText && !province) {
    errors.push({
      column: 'province',
      message: `'${provinceText}' is not a South African province`,
    });
  }
  const postal = text('postal_code', 4, true);
  if (postal && !/^\d{4}$/.test(postal))
    errors.push({ column: 'postal_code', message: 'Postal code must be 4 digits' });
  const distributor = text('distributor', 100);
  const branch = text('branch', 100);
  const status = text('status', 20)?.toLowerCase();
  if (status && !STATUSES.includes(status)) {
    errors.push({ column: 'status', message: `Status must be one of ${STATUSES.join(', ')}` });
  }
  const joined = text('joined_date', 30);
  const joinedDay = joined?.slice(0, 10);
  if (
    joined &&
    (!joinedDay || !isDate(joinedDay) || (joined.length > 10 && !/T00:00:00/.test(joined)))
  ) {
    errors.push({ column: 'joined_date', message: 'joined_date must be a date (YYYY-MM-DD)' });
  }
  const value: ConsultantInput = {
    first_name: first ?? '',
    last_name: last ?? '',
    email,
    phone,
    id_number: idNumber,
    address: {
      line1: line1 ?? '',
      line2,
      city: city ?? '',
      province: province ?? '',
      postal_code: postal ?? '',
    },
    distributor,
    branch,
    status: status ?? 'active',
  };
  if (number) value.consultant_number = number;
  if (joinedDay) value.joined_date = joinedDay;
  return { value, errors };
}
