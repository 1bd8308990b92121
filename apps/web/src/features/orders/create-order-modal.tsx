import type { OrderDetail } from '@back-office/api-client';
import { useCreateOrder } from '@back-office/hooks/orders';
import { usePeriods } from '@back-office/hooks/periods';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';

/** The form's rules, as the contract's `OrderCreate` states them. */
export const createOrderSchema = z.object({
  reference: z.string().trim().max(50, 'At most 50 characters'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
  period_id: z.string().regex(/^\d*$/, 'Choose a period'),
});

export interface CreateOrderModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The new draft order: the page opens it so lines can be added. */
  readonly onCreated: (order: OrderDetail) => void;
}

function CreateOrderForm({ onCreated }: Pick<CreateOrderModalProps, 'onCreated'>) {
  const { periods, selectedPeriod } = usePeriods();
  const create = useCreateOrder();
  const form = useSchemaForm(
    createOrderSchema,
    { reference: '', notes: '', period_id: selectedPeriod ? String(selectedPeriod.id) : '' },
    { routes: { byStatus: { 409: 'reference', 400: 'period_id' } } },
  );
  const { values, errors } = form;
  useFormModalDirty(form.isDirty);

  const save = ({ reference, notes, period_id }: z.output<typeof createOrderSchema>) =>
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
        onError: form.refuse,
      },
    );

  return (
    <form ref={form.formRef} onSubmit={form.submit(save)} noValidate aria-label="New order">
      <Stack gap="sm">
        <SubmitError failure={form.failure} title="Order not created" />
        <TextInput
          label="Reference"
          description="Leave empty to get the next ORD-<year>-<number>"
          {...form.field('reference')}
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
          onChange={(value) => form.set('period_id', value ?? '')}
          error={errors.period_id}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Notes"
          placeholder="What the order is for, e.g. a branch restock"
          {...form.field('notes')}
          rows={3}
          maxLength={2000}
        />
        <Group justify="flex-end" mt="xs">
          <FormModalCancel disabled={create.isPending} />
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
    <FormModal opened={opened} onClose={onClose} title="New order" centered size="lg">
      {opened ? <CreateOrderForm onCreated={onCreated} /> : null}
    </FormModal>
  );
}
