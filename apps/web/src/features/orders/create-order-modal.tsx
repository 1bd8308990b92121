import type { OrderDetail } from '@back-office/api-client';
import { useCreateOrder, usePeriods } from '@back-office/hooks';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { showToast } from '../../lib/notify.tsx';
import { type SubmitErrors, submitErrors } from './server-errors.ts';

/** The form's rules, as the contract's `OrderCreate` states them. */
export const createOrderSchema = z.object({
  reference: z.string().trim().max(50, 'At most 50 characters'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
  period_id: z.string().regex(/^\d*$/, 'Choose a period'),
});

type Values = z.input<typeof createOrderSchema>;
type Field = keyof Values;
const FIELDS: readonly Field[] = ['reference', 'notes', 'period_id'];

export interface CreateOrderModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The new draft order: the page opens it so lines can be added. */
  readonly onCreated: (order: OrderDetail) => void;
}

function CreateOrderForm({ onClose, onCreated }: Omit<CreateOrderModalProps, 'opened'>) {
  const { periods, selectedPeriod } = usePeriods();
  const create = useCreateOrder();
  const [values, setValues] = useState<Values>({
    reference: '',
    notes: '',
    period_id: selectedPeriod ? String(selectedPeriod.id) : '',
  });
  const [errors, setErrors] = useState<SubmitErrors<Field>>({ fields: {}, form: null });

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, fields: { ...previous.fields, [field]: undefined } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrderSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        fields[key] ??= issue.message;
      }
      setErrors({ fields, form: null });
      return;
    }
    setErrors({ fields: {}, form: null });
    const { reference, notes, period_id } = parsed.data;
    create.mutate(
      {
        ...(reference ? { reference } : {}),
        notes: notes || null,
        period_id: period_id ? Number(period_id) : null,
      },
      {
        onSuccess: (order) => {
          showToast({ kind: 'success', message: `Order ${order.reference} created` });
          onCreated(order);
        },
        // Values stay as typed; the server's reasons go where they belong.
        onError: (error) =>
          setErrors(submitErrors(error, FIELDS, { 409: 'reference', 400: 'period_id' })),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New order">
      <Stack gap="sm">
        {errors.form ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            <Text size="sm">{errors.form.message}</Text>
            {errors.form.requestId ? (
              <Text size="xs">
                Request ID: <Code>{errors.form.requestId}</Code>
              </Text>
            ) : null}
          </Alert>
        ) : null}
        <TextInput
          label="Reference"
          description="Leave empty to get the next ORD-<year>-<number>"
          value={values.reference}
          onChange={(event) => set('reference', event.currentTarget.value)}
          error={errors.fields.reference}
          maxLength={50}
          data-autofocus
        />
        <Select
          label="Accounting period"
          placeholder="No period"
          data={periods.map((period) => ({
            value: String(period.id),
            label: `${period.name} (${period.status})`,
          }))}
          value={values.period_id || null}
          onChange={(value) => set('period_id', value ?? '')}
          error={errors.fields.period_id}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Notes"
          placeholder="What the order is for, e.g. a branch restock"
          value={values.notes}
          onChange={(event) => set('notes', event.currentTarget.value)}
          error={errors.fields.notes}
          rows={3}
          maxLength={2000}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new draft order: reference (optional), period and notes; lines are added afterwards. */
export function CreateOrderModal({ opened, onClose, onCreated }: CreateOrderModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New order" centered size="lg">
      {opened ? <CreateOrderForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}
