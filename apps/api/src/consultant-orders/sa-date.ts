/** South African Standard Time is UTC+02:00 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The calendar day (`YYYY-MM-DD`) in South Africa at this moment. */
export function saToday(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The year in South Africa at this moment. */
export function saYear(now: Date): string {
  return saToday(now).slice(0, 4);
}

/** A document number: `<prefix>-<year>-<id as 6 digits>` (e.g. `CO-2026-000123`). */
export function documentNumber(prefix: string, now: Date, id: number): string {
  return `${prefix}-${saYear(now)}-${String(id).padStart(6, '0')}`;
}
