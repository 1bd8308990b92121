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

/** The order form's rules (a submitted order also needs a line: `missingLines`). */
export const orderFormSchema = z.object({
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

/** Submitting needs a line (the contract refuses a submitted order without items). */
export function missingLines(
  values: OrderFormValues,
  status: 'draft' | 'submitted',
): string | undefined {
  return status === 'submitted' && values.lines.length === 0
    ? 'Add at least one line before submitting'
    : undefined;
}

/** The create body of valid form values (a consultant chosen) for the selected period. */
export function toCreateOrderBody(
  values: OrderFormValues & { readonly consultant: Consultant },
  periodId: number,
  status: 'draft' | 'submitted',
): Schemas['ConsultantOrderCreate'] {
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
  return body;
}

/** Where a 422 path of the create body shows in the form (`items.2.quantity` → `lines.2.quantity`). */
export function orderErrorKey(
  path: string,
): 'consultant' | 'lines' | `lines.${number}.quantity` | undefined {
  if (path.startsWith('consultant_id')) return 'consultant';
  const item = /^items\.(\d+)\.quantity$/.exec(path);
  if (item) return `lines.${Number(item[1])}.quantity`;
  if (path.startsWith('items')) return 'lines';
  return undefined;
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
