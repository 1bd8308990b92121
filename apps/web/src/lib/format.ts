import { serverView } from '../ssr/server-view.ts';

/**
 * The one formatting module of the app (decision 003): calendar days and moments in the en-ZA
 * locale, money as ZAR from integer cents. Screens never format dates or money themselves.
 */

/** §9: dates are shown in the en-ZA locale. */
export const LOCALE = 'en-ZA';
export const CURRENCY = 'ZAR';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const moneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

// Building an Intl.DateTimeFormat costs far more than using one (a 1,000-row list formats
// thousands of dates): one formatter per kind and time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  kind: 'day' | 'moment',
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  // A server render formats in its browser's zone; a browser in its own.
  const zone = timeZone ?? serverView()?.timeZone;
  const key = `${kind}|${zone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const MOMENT_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DAY_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Options shared by the date formatters; `timeZone` defaults to the browser's own. */
export interface DateFormatOptions {
  readonly timeZone?: string;
}

/**
 * A calendar day (`2026-11-01`) as en-ZA text. The day is never shifted by a time zone.
 *
 * @example
 * formatDate('2026-11-01'); // '01 Nov 2026'
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = DAY_PATTERN.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter('day', day ? 'UTC' : undefined, DAY_OPTIONS).format(date);
}

/**
 * A moment (`2026-11-01T08:30:00Z`) as en-ZA date and time.
 *
 * @example
 * formatDateTime('2026-11-01T08:30:00Z', { timeZone: 'Africa/Johannesburg' }); // '01 Nov 2026, 10:30'
 */
export function formatDateTime(
  value: string | null | undefined,
  options: DateFormatOptions = {},
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter('moment', options.timeZone, MOMENT_OPTIONS).format(date);
}

/**
 * Integer cents of ZAR as money text. Cents are divided once here; nothing else does
 * arithmetic on money.
 *
 * @example
 * formatMoney(123456); // 'R 1 234,56' (en-ZA groups with spaces and uses a decimal comma)
 */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—';
  return moneyFormat.format(cents / 100);
}

/**
 * A count with its noun in the right number, en-ZA digits: "1 order", "3 orders",
 * "1 consultant order". `plural` when adding "s" is wrong ("1 entry", "2 entries").
 *
 * @example formatCount(1, 'order'); // '1 order'
 */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString(LOCALE)} ${n === 1 ? singular : plural}`;
}

const amountFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Integer cents as the text of an amount input, in the en-ZA form shown beside it by
 * {@link formatMoney} without the `R`: the pre-fill of a payment or a price.
 *
 * @example
 * formatMoneyInput(113160); // '1 131,60'
 */
export function formatMoneyInput(cents: number): string {
  return amountFormat.format(cents / 100);
}

/** An amount read from an input: its cents, or why it could not be read. */
export type MoneyInputParse = { ok: true; cents: number } | { ok: false; message: string };

/** Spaces that group digits: plain, no-break (en-ZA's) and narrow no-break. */
const GROUP_SPACE = /[ \u00a0\u202f]/;
const GROUP_SPACES = new RegExp(GROUP_SPACE.source, 'g');

/**
 * Rand typed by people, to integer cents (decision 003: no floats on money; decision 052).
 * Reads the en-ZA form the screens show (`1 131,60`, groups of three split by a space, a
 * no-break or a narrow no-break space, a decimal comma) and the plain form (`1131.60`), with or
 * without a leading `R`. A lone `,` or `.` followed by three digits (`1,131`) could be a
 * thousands mark or a decimal one, so it is refused, as are negative amounts and anything else.
 *
 * @example
 * parseMoneyInput('1 131,60'); // { ok: true, cents: 113160 }
 * parseMoneyInput('1131.60'); // { ok: true, cents: 113160 }
 */
export function parseMoneyInput(text: string): MoneyInputParse {
  const typed = text.trim().replace(/^R\s*/i, '');
  if (typed === '') return { ok: false, message: 'Enter an amount in rand, e.g. 1 131,60' };
  const match = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:([.,])(\d+))?$/.exec(typed);
  if (!match) {
    return {
      ok: false,
      message: `"${text.trim()}" is not an amount in rand; type it as 1 131,60 or 1131.60`,
    };
  }
  const [, whole = '', , decimals = ''] = match;
  if (decimals.length === 3 && !GROUP_SPACE.test(whole)) {
    return {
      ok: false,
      message: `"${text.trim()}" is unclear: group thousands with a space (1 131) and put a comma or a point before the cents (1 131,60)`,
    };
  }
  if (decimals.length > 2) {
    return { ok: false, message: 'An amount in rand has at most two decimals (cents)' };
  }
  const total = Number(whole.replace(GROUP_SPACES, '')) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(total)
    ? { ok: true, cents: total }
    : { ok: false, message: 'That amount is too large' };
}
