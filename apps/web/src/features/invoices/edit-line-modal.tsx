import type { InvoiceItem } from '@back-office/api-client';
import { useUpdateInvoiceItem } from '@back-office/hooks';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { lineQuantitySchema, randSchema } from './line-schemas.ts';
import { centsToInput } from './money.ts';

const editLineSchema = z.object({
  description: z.string().trim().min(1, 'Enter a description'),
  quantity: lineQuantitySchema,
  price: randSchema,
});

/** Edits one line of a draft invoice; only changed fields are sent. Mount it when opened. */
export function EditLineModal({ item, onClose }: { item: InvoiceItem; onClose: () => void }) {
  const update = useUpdateInvoiceItem();
  const form = useSchemaForm(
    editLineSchema,
    {
      description: item.description,
      quantity: item.quantity as number | string,
      price: centsToInput(item.unit_price_cents),
    },
    { routes: { byPath: { unit_price_cents: 'price' } } },
  );

  const save = async (output: z.output<typeof editLineSchema>) => {
    const body: { description?: string; quantity?: number; unit_price_cents?: number } = {};
    if (output.description !== item.description) body.description = output.description;
    if (output.quantity !== item.quantity) body.quantity = output.quantity;
    if (output.price !== item.unit_price_cents) body.unit_price_cents = output.price;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    await update.mutateAsync({ invoiceId: item.invoice_id, itemId: item.id, body });
    showToast({ kind: 'success', message: `${item.product_code} updated` });
    onClose();
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Edit line ${item.product_code}`}
      centered
      dirty={form.isDirty}
    >
      <form ref={form.formRef} aria-label="Edit line" noValidate onSubmit={form.submit(save)}>
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
    </FormModal>
  );
}
