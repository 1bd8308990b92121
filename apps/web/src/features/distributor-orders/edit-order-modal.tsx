import type { DistributorOrder } from '@back-office/api-client';
import { useAuth, useUpdateDistributorOrder } from '@back-office/hooks';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { showToast } from '../../lib/notify.tsx';
import { validationErrors } from '../../lib/validation-errors.ts';
import { ownDistributor } from './distributor-order-rules.ts';
import { OWN_DISTRIBUTOR_NOTE } from './import-order-modal.tsx';
import { SubmitError } from './submit-error.tsx';

const schema = z.object({
  distributor_name: z.string().trim().min(1, 'Distributor name is required').max(200),
  distributor_reference: z.string().trim().max(100, 'At most 100 characters'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});
type Values = z.input<typeof schema>;
type Field = keyof Values;

/** Edit who a draft or submitted order is from and its notes. */
export function EditOrderModal({
  order,
  onClose,
}: {
  order: DistributorOrder | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Edit order details" centered>
      {order ? <EditOrderForm order={order} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditOrderForm({ order, onClose }: { order: DistributorOrder; onClose: () => void }) {
  const update = useUpdateDistributorOrder();
  const own = ownDistributor(useAuth().user);
  const [values, setValues] = useState<Values>({
    distributor_name: order.distributor_name,
    distributor_reference: order.distributor_reference ?? '',
    notes: order.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setFailure(null);
    try {
      await update.mutateAsync({
        id: order.id,
        body: {
          distributor_name: parsed.data.distributor_name,
          distributor_reference: parsed.data.distributor_reference || null,
          notes: parsed.data.notes || null,
        },
      });
      showToast({ kind: 'success', message: `Saved ${order.order_number}` });
      onClose();
    } catch (error) {
      const fields: Partial<Record<Field, string>> = {};
      for (const [path, message] of Object.entries(validationErrors(error))) {
        if (path in values) fields[path as Field] = message;
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit order details">
      <Stack gap="md">
        {failure ? <SubmitError error={failure} /> : null}
        <TextInput
          label="Distributor name"
          required
          readOnly={own !== undefined}
          description={own !== undefined ? OWN_DISTRIBUTOR_NOTE : undefined}
          data-autofocus
          {...field('distributor_name')}
        />
        <TextInput label="Distributor reference" {...field('distributor_reference')} />
        <Textarea label="Notes" rows={3} {...field('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
