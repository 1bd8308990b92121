import type { Invoice, InvoiceItem } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { invoiceQueries, useUpdateInvoiceItem } from '@back-office/hooks/invoices';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { z } from 'zod';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatMoneyInput } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { lineQuantitySchema, randSchema } from './line-schemas.ts';

const editLineSchema = z.object({
  description: z.string().trim().min(1, 'Enter a description'),
  quantity: lineQuantitySchema,
  price: randSchema,
});

type Values = { description: string; quantity: number | string; price: string };
type Output = z.output<typeof editLineSchema>;

const LABELS: Record<keyof Values, string> = {
  description: 'Description',
  quantity: 'Quantity',
  price: 'Unit price (R, excl. VAT)',
};

const lineValues = (item: InvoiceItem): Values => ({
  description: item.description,
  quantity: item.quantity,
  price: formatMoneyInput(item.unit_price_cents),
});

/** The body of the fields the user changed (decision 043). */
function lineBody(output: Output, changed: readonly (keyof Values)[]) {
  const body: { description?: string; quantity?: number; unit_price_cents?: number } = {};
  for (const field of changed) {
    if (field === 'price') body.unit_price_cents = output.price;
    else if (field === 'quantity') body.quantity = output.quantity;
    else body.description = output.description;
  }
  return body;
}

export interface EditLineModalProps {
  /** The invoice the line is on: a line's version is its invoice's (decision 041). */
  readonly invoice: Invoice;
  readonly item: InvoiceItem;
  readonly onClose: () => void;
}

/**
 * Edits one line of a draft invoice. Only changed fields are sent; someone else's save of the
 * invoice is merged when it left this line's other fields alone and asks when it changed the
 * same field (decision 043). Mount it when opened.
 */
export function EditLineModal({ invoice, item, onClose }: EditLineModalProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdateInvoiceItem();
  const versioned = useVersionedSave({
    record: invoice,
    // A line gone from their invoice keeps what the form loaded: the resend says it is gone.
    toValues: (current: Invoice) =>
      lineValues(current.items.find((line) => line.id === item.id) ?? item),
    labels: LABELS,
    history: { resource: 'invoices', id: invoice.id },
    updatedAt: (current) => current.updated_at,
    reload: () => queryClient.fetchQuery(invoiceQueries.detail(api, invoice.id)),
  });
  return (
    <>
      <FormModal opened onClose={onClose} title={`Edit line ${item.product_code}`} centered>
        <Stack gap="md">
          {versioned.notice}
          <EditLineForm
            key={versioned.seed.key}
            initialValues={versioned.seed.values}
            typed={versioned.typed}
            onSubmit={async (output, values) => {
              const outcome = await versioned.save(values, (changed) =>
                update.mutateAsync({
                  invoiceId: invoice.id,
                  itemId: item.id,
                  body: lineBody(output, changed),
                }),
              );
              if (outcome === 'open') return;
              if (outcome === 'saved') {
                showToast({ kind: 'success', message: `${item.product_code} updated` });
              }
              onClose();
            }}
          />
        </Stack>
      </FormModal>
      {versioned.dialog}
    </>
  );
}

function EditLineForm({
  initialValues,
  typed,
  onSubmit,
}: {
  initialValues: Values;
  typed: RefObject<Values | null>;
  onSubmit: (output: Output, values: Values) => Promise<void>;
}) {
  const form = useSchemaForm(editLineSchema, initialValues, {
    routes: { byPath: { unit_price_cents: 'price' } },
  });
  useFormModalDirty(form.isDirty);
  typed.current = form.values;
  return (
    <form
      ref={form.formRef}
      aria-label="Edit line"
      noValidate
      onSubmit={form.submit((output) => onSubmit(output, form.values))}
    >
      <Stack gap="md">
        <TextInput label="Description" required maxLength={255} {...form.field('description')} />
        <NumberInput
          label="Quantity"
          required
          min={1}
          max={100_000}
          allowDecimal={false}
          value={form.values.quantity}
          onChange={(value) => form.set('quantity', value)}
          error={form.errors.quantity}
        />
        <TextInput
          label="Unit price (R, excl. VAT)"
          required
          inputMode="decimal"
          {...form.field('price')}
        />
        <SubmitError title="Line not updated" failure={form.failure} />
        <Group justify="flex-end">
          <FormModalCancel disabled={form.submitting} />
          <Button type="submit" loading={form.submitting}>
            Save line
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
