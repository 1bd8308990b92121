import type { InvoiceItem } from '@back-office/api-client';
import { useUpdateInvoiceItem } from '@back-office/hooks';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { showToast } from '../../lib/notify.tsx';
import { centsToInput, parseRand } from './money.ts';

/** Edits one line of a draft invoice; only changed fields are sent. Mount it when opened. */
export function EditLineModal({ item, onClose }: { item: InvoiceItem; onClose: () => void }) {
  const [description, setDescription] = useState(item.description);
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const [price, setPrice] = useState(centsToInput(item.unit_price_cents));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateInvoiceItem();
  const server = serverErrors(update.error, ['description', 'quantity', 'unit_price_cents']);

  const submit = () => {
    const next: Record<string, string> = {};
    const qty = typeof quantity === 'number' ? quantity : Number(quantity);
    const cents = parseRand(price);
    if (!description.trim()) next.description = 'Enter a description';
    if (!Number.isInteger(qty) || qty < 1 || qty > 100_000) next.quantity = 'A whole number from 1';
    if (cents === null) next.price = 'Enter a price in rand, e.g. 89.00';
    setErrors(next);
    if (Object.keys(next).length > 0 || cents === null) return;
    const body: { description?: string; quantity?: number; unit_price_cents?: number } = {};
    if (description.trim() !== item.description) body.description = description.trim();
    if (qty !== item.quantity) body.quantity = qty;
    if (cents !== item.unit_price_cents) body.unit_price_cents = cents;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { invoiceId: item.invoice_id, itemId: item.id, body },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: `${item.product_code} updated` });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Edit line ${item.product_code}`} centered>
      <form
        aria-label="Edit line"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Description"
            required
            maxLength={255}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors.description || server.fields.description}
          />
          <NumberInput
            label="Quantity"
            required
            min={1}
            max={100_000}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity || server.fields.quantity}
          />
          <TextInput
            label="Unit price (R, excl. VAT)"
            required
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={errors.price || server.fields.unit_price_cents}
          />
          <SubmitError title="Line not updated" failure={server.failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save line
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
