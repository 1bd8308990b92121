import type { ConsultantOrderItem } from '@back-office/api-client';
import { useUpdateConsultantOrderItem } from '@back-office/hooks';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { quantitySchema } from './order-form-schema.ts';

/**
 * A line's quantity, saved when the input loses focus or on Enter. The cached order shows the
 * change at once and rolls back if the server refuses it.
 */
export function ItemQuantityInput({
  orderId,
  item,
}: {
  orderId: number;
  item: ConsultantOrderItem;
}) {
  const update = useUpdateConsultantOrderItem();
  const [value, setValue] = useState<number | string>(item.quantity);
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(item.quantity);
  if (item.quantity !== shown) {
    setShown(item.quantity);
    setValue(item.quantity);
  }

  const save = () => {
    const parsed = quantitySchema.safeParse(typeof value === 'string' ? Number(value) : value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data === item.quantity) return;
    update.mutate(
      { orderId, itemId: item.id, body: { quantity: parsed.data } },
      {
        onError: (failure) => {
          notifyFailure(failure);
          setValue(item.quantity);
        },
      },
    );
  };

  return (
    <NumberInput
      aria-label={`Quantity of ${item.product_code}`}
      size="xs"
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
      min={1}
      max={100_000}
      allowDecimal={false}
      error={error}
      disabled={update.isPending}
    />
  );
}
