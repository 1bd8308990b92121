/**
 * South African phone numbers (decision 052): stored in E.164 (`+27825550199`), shown in one
 * national format (`082 555 0199`), typed in any of the usual ways.
 */

/** The nine digits after `+27` (or the leading `0`): an area or mobile code 1–8, then 8 digits. */
const NATIONAL_SIGNIFICANT = /^[1-8][0-9]{8}$/;

/** Spaces (also no-break and narrow no-break), hyphens, dots and brackets people type between digits. */
const SEPARATORS = /[\s\u00a0\u202f().-]/g;

/** The message of a number that is not a South African one. */
export const PHONE_FORMAT_MESSAGE =
  'Enter a South African phone number, e.g. 082 555 0199 or +27 82 555 0199';

export type PhoneParse = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Reads a South African number typed as `082 555 0199`, `0825550199`, `+27 82 555 0199`,
 * `+27 (0)82 555 0199`, `27825550199` or `0027825550199`, and gives its E.164 form; anything
 * else is refused with {@link PHONE_FORMAT_MESSAGE}.
 */
export function parsePhone(input: string): PhoneParse {
  const compact = input.trim().replace(SEPARATORS, '');
  let rest: string | undefined;
  if (compact.startsWith('+27')) rest = compact.slice(3);
  else if (compact.startsWith('0027')) rest = compact.slice(4);
  else if (compact.startsWith('27') && compact.length === 11) rest = compact.slice(2);
  else if (compact.startsWith('0') && compact.length === 10) rest = compact.slice(1);
  // `+27 (0)82 …`: the trunk 0 written after the country code.
  if (rest !== undefined && rest.length === 10 && rest.startsWith('0')) rest = rest.slice(1);
  if (rest === undefined || !NATIONAL_SIGNIFICANT.test(rest)) {
    return { ok: false, message: PHONE_FORMAT_MESSAGE };
  }
  return { ok: true, e164: `+27${rest}` };
}

/**
 * `+27825550199` → `082 555 0199`. A stored value that is not a South African E.164 number
 * (one the migration could not read) is shown as it was typed.
 */
export function formatPhone(stored: string): string {
  const match = /^\+27([1-8][0-9])([0-9]{3})([0-9]{4})$/.exec(stored);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : stored;
}
