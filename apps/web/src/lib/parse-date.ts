import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * What a person may type into a date field (§9, en-ZA): the way the app shows dates
 * (`01 Nov 2026`, `1 November 2026`), en-ZA's numeric form (`2026/11/01`), day first
 * (`01/11/2026`) and ISO (`2026-11-01`).
 */
export const DATE_INPUT_FORMATS = [
  'DD MMM YYYY',
  'D MMM YYYY',
  'D MMMM YYYY',
  'YYYY/MM/DD',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
] as const;

/** How a date field shows its day: as `formatDate` shows dates everywhere else (en-ZA). */
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';

/**
 * Typed text as a calendar day `YYYY-MM-DD`, or null when it is not a whole, real date in
 * one of {@link DATE_INPUT_FORMATS} (strict: `31 Feb 2026` and `2026/2/3x` are null).
 *
 * @example
 * parseDateInput('01 Nov 2026'); // '2026-11-01'
 * parseDateInput('2026/11/01'); // '2026-11-01'
 */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  for (const format of DATE_INPUT_FORMATS) {
    const parsed = dayjs(trimmed, format, 'en', true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return null;
}
