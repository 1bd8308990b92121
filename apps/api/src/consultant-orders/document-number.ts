import { southAfricanYear } from '@back-office/domain';

/** A document number: `<prefix>-<year in South Africa>-<id as 6 digits>` (e.g. `CO-2026-000123`). */
export function documentNumber(prefix: string, now: Date, id: number): string {
  return `${prefix}-${southAfricanYear(now)}-${String(id).padStart(6, '0')}`;
}
