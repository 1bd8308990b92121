import type { Schemas } from '@back-office/api-client';

/** The contract's `OrderErrorDetails`: why processing failed and which lines caused it. */
export type OrderErrorDetails = Schemas['OrderErrorDetails'];
/** The contract's `FailedItem`: one line that could not be processed. */
export type FailedItem = Schemas['FailedItem'];
/** The contract's `parsed_error_details`. */
export type ParsedErrorDetails = Schemas['Order']['parsed_error_details'];

/** Where a warning about stored details of another shape goes: a JSON line on stderr. */
export type WarnErrorDetails = (warning: { message: string; error_details: string }) => void;

const warnOnStderr: WarnErrorDetails = (warning) => {
  process.stderr.write(`${JSON.stringify({ level: 'warn', ...warning })}\n`);
};

/**
 * The text stored in `orders.error_details` (§3: a JSON string). The one writer of it (the
 * order job, its give-up and the demo seed), so what is stored is always `OrderErrorDetails`.
 *
 * @example errorDetailsText('1 of 3 items could not be processed', [item]) // '{"message":…}'
 */
export function errorDetailsText(message: string, failedItems: readonly FailedItem[] = []): string {
  const details: OrderErrorDetails = { message, failed_items: [...failedItems] };
  return JSON.stringify(details);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function failedItemOf(value: unknown): FailedItem | null {
  if (!isRecord(value)) return null;
  const { item_id, product_code, reason } = value;
  if (!Number.isInteger(item_id) || typeof product_code !== 'string') return null;
  if (typeof reason !== 'string') return null;
  return { item_id: item_id as number, product_code, reason };
}

/** `value` as `OrderErrorDetails` (only its fields), or null when it has another shape. */
function orderErrorDetailsOf(value: unknown): OrderErrorDetails | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  if (!Array.isArray(value.failed_items)) return null;
  const items = value.failed_items.map(failedItemOf);
  if (items.some((item) => item === null)) return null;
  return { message: value.message, failed_items: items as FailedItem[] };
}

/**
 * An order's `error_details` parsed, once, into the contract's `parsed_error_details`: the typed
 * `OrderErrorDetails`; the text itself (and a warning, §7) when it is not valid JSON or not of
 * that shape; null when there is none. Every answer carrying an order goes through here, so
 * clients never parse the text again.
 */
export function parsedErrorDetails(
  errorDetails: string | null,
  warn: WarnErrorDetails = warnOnStderr,
): ParsedErrorDetails {
  if (errorDetails === null || errorDetails === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(errorDetails);
  } catch {
    warn({
      message: 'Order error_details is not valid JSON; sent as text',
      error_details: errorDetails,
    });
    return errorDetails;
  }
  const details = orderErrorDetailsOf(value);
  if (details) return details;
  warn({
    message: 'Order error_details is not shaped like OrderErrorDetails; sent as text',
    error_details: errorDetails,
  });
  return errorDetails;
}
