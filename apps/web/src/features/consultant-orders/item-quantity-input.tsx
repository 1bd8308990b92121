import type { ConsultantOrderItem } from '@back-office/api-client';
import { useUpdateConsultantOrderItem } from '@back-office/hooks/consultant-orders';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { type LineAsSeen, useLineSave } from '../../lib/concurrency/use-line-save.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { quantitySchema } from './order-form-schema.ts';

/**
 * A line's quantity, saved when the input loses focus or on Enter. The cached order shows the
 * change at once and rolls back if the server refuses it. Saved against the order's version: a
 * save someone else made meanwhile is merged or asked about (decision 043).
 */
export function ItemQuantityInput({
  orderId,
  item,
}: {
  orderId: number;
  item: ConsultantOrderItem;
}) {
  const update = useUpdateConsultantOrderItem();
  const line = useLineSave({ resource: 'consultant_orders', id: orderId });
  const [value, setValue] = useState<number | string>(item.quantity);
  const [error, setError] = useState<string | undefined>();
  // The line as the user saw it before typing: a 412 is judged against it.
  const [seen, setSeen] = useState<LineAsSeen>(item);
  const [saving, setSaving] = useState(false);
  if (
    !saving &&
    (seen.quantity !== item.quantity || seen.unit_price_cents !== item.unit_price_cents)
  ) {
    if (seen.quantity !== item.quantity) setValue(item.quantity);
    setSeen(item);
  }

  const save = async () => {
    if (saving) return;
    const parsed = quantitySchema.safeParse(typeof value === 'string' ? Number(value) : value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data === item.quantity) return;
    const quantity = parsed.data;
    setSaving(true);
    try {
      const result = await line.save(seen, quantity, () =>
        update.mutateAsync({ orderId, itemId: item.id, body: { quantity } }),
      );
      if (result.outcome === 'theirs' || result.outcome === 'cancel') {
        setSeen(result.theirs);
        // Cancelled: what was typed stays in the box, unsaved, for another try.
        setValue(result.outcome === 'cancel' ? quantity : result.theirs.quantity);
      }
    } catch (failure) {
      notifyFailure(failure);
      setValue(item.quantity);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {line.dialog}
      <NumberInput
        aria-label={`Quantity of ${item.product_code}`}
        size="xs"
        value={value}
        onChange={setValue}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
        min={1}
        max={100_000}
        allowDecimal={false}
        error={error}
        disabled={update.isPending}
      />
    </>
  );
}
