import { SAST_OFFSET_HOURS } from './south-african-calendar.ts';

const HOUR_MS = 3_600_000;

/** The zone every time in a file is written in, and its label. */
export const SAST_LABEL = 'SAST';

/**
 * A moment as sortable South African time, without the zone (for a column headed "… (SAST)"):
 * `2026-11-28 15:04`. SAST is UTC+02:00 all year, so no time-zone database is needed.
 */
export function sastStamp(moment: Date | string): string {
  const ms = new Date(moment).getTime() + SAST_OFFSET_HOURS * HOUR_MS;
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** A moment in South African time with its label, for running text: `2026-11-28 15:04 SAST`. */
export const sastMoment = (moment: Date | string): string => `${sastStamp(moment)} ${SAST_LABEL}`;

/** A file column of moments: `Submitted (SAST)`. */
export const inSast = (label: string): string => `${label} (${SAST_LABEL})`;
