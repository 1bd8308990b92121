import type { Consultant, Schemas } from '@back-office/api-client';
import { z } from 'zod';

export type OrderProduct = Schemas['OrderProduct'];

/** A line of an order being written: the catalogue product and how many. */
export interface DraftLine {
  readonly key: string;
  readonly product: OrderProduct;
  readonly quantity: number | string;
}

export interface OrderFormValues {
  readonly consultant: Consultant | null;
  readonly order_date: string;
  readonly notes: string;
  readonly lines: readonly DraftLine[];
}

export const quantitySchema = z
  .number({ message: 'Enter a quantity' })
  .int('Whole units only')
  .min(1, 'At least 1')
  .max(100_000, 'At most 100 000');

const schema = z.object({
  consultant: z
    .custom<Consultant | null>()
    .refine((consultant) => consultant !== null, 'Choose a consultant')
    .refine(
      (consultant) => consultant === null || consultant.status === 'active',
      'Only active consultants can place orders',
    ),
  order_date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date')]),
  notes: z.string().max(2000, 'At most 2000 characters'),
  lines: z.array(z.object({ quantity: z.unknown().pipe(quantitySchema) })),
});

/** Field errors keyed `consultant`, `order_date`, `notes`, `lines`, `lines.<i>.quantity`. */
export type OrderFormErrors = Record<string, string>;

/**
 * The create body for the selected period, or the field errors. Submitting needs a line
 * (the contract refuses a submitted order without items).
 */
export function toCreateOrderBody(
  values: OrderFormValues,
  periodId: number,
  status: 'draft' | 'submitted',
): { body: Schemas['ConsultantOrderCreate'] } | { errors: OrderFormErrors } {
  const errors: OrderFormErrors = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  if (status === 'submitted' && values.lines.length === 0) {
    errors.lines = 'Add at least one line before submitting';
  }
  if (Object.keys(errors).length > 0 || !values.consultant) return { errors };
  const body: Schemas['ConsultantOrderCreate'] = {
    consultant_id: values.consultant.id,
    period_id: periodId,
    notes: values.notes.trim() || null,
    status,
    items: values.lines.map((line) => ({
      product_id: line.product.id,
      quantity: Number(line.quantity),
    })),
  };
  if (values.order_date) body.order_date = values.order_date;
  return { body };
}

/** Maps a 422 path of the create body to the form's error key. */
export function formErrorKey(path: string): string {
  if (path.startsWith('consultant_id')) return 'consultant';
  const item = /^items\.(\d+)\.quantity$/.exec(path);
  if (item) return `lines.${item[1]}.quantity`;
  if (path.startsWith('items')) return 'lines';
  return path;
}

/** The VAT-exclusive subtotal of the lines at catalogue prices (integer cents). */
export function linesSubtotalCents(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, line) => {
    const quantity = Number(line.quantity);
    return Number.isInteger(quantity) && quantity > 0
      ? sum + quantity * line.product.unit_price_cents
      : sum;
  }, 0);
}
