import { z } from 'zod';

/** The contract's `OrderErrorDetails`: a summary and the lines that failed. */
const orderErrorDetails = z.object({
  message: z.string(),
  failed_items: z.array(
    z.object({ item_id: z.number(), product_code: z.string(), reason: z.string() }),
  ),
});

export type FailedItem = z.infer<typeof orderErrorDetails>['failed_items'][number];

/** How a failed order's `parsed_error_details` is shown. */
export type ErrorDetailsView =
  | { readonly kind: 'none' }
  | { readonly kind: 'items'; readonly message: string; readonly items: readonly FailedItem[] }
  | {
      readonly kind: 'table';
      readonly message: string | null;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  | { readonly kind: 'text'; readonly text: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A cell's text: strings as they are, anything else as compact JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Any list of records as columns (the union of their keys, in first-seen order) and rows. */
function recordTable(records: readonly Record<string, unknown>[]) {
  const columns: string[] = [];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!columns.includes(key)) columns.push(key);
  }
  return { columns, rows: records.map((record) => columns.map((key) => cell(record[key]))) };
}

/**
 * Turns `parsed_error_details` (parsed by the SDK; text when it was not JSON) into something a
 * person can read: the contract's shape as a table of failed lines, any other list of records
 * or object as a generic table, and anything else as its raw text.
 */
export function describeErrorDetails(parsed: unknown): ErrorDetailsView {
  if (parsed === null || parsed === undefined || parsed === '') return { kind: 'none' };
  if (typeof parsed === 'string') return { kind: 'text', text: parsed };
  const known = orderErrorDetails.safeParse(parsed);
  if (known.success) {
    return { kind: 'items', message: known.data.message, items: known.data.failed_items };
  }
  if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isRecord)) {
    return { kind: 'table', message: null, ...recordTable(parsed) };
  }
  if (isRecord(parsed)) {
    const { message, ...rest } = parsed;
    const list = Object.values(rest).find(
      (value): value is Record<string, unknown>[] =>
        Array.isArray(value) && value.length > 0 && value.every(isRecord),
    );
    const text = typeof message === 'string' ? message : null;
    if (list && Object.keys(rest).length === 1)
      return { kind: 'table', message: text, ...recordTable(list) };
    return {
      kind: 'table',
      message: text,
      columns: ['Field', 'Value'],
      rows: Object.entries(rest).map(([key, value]) => [key, cell(value)]),
    };
  }
  return { kind: 'text', text: JSON.stringify(parsed) };
}

/** The ids of the lines named in the error details (highlighted in the items table). */
export function failedItemIds(view: ErrorDetailsView): ReadonlySet<number> {
  return new Set(view.kind === 'items' ? view.items.map((item) => item.item_id) : []);
}
