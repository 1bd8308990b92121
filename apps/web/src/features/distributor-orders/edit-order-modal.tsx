import type { DistributorOrder } from '@back-office/api-client';
import { useAuth, useUpdateDistributorOrder } from '@back-office/hooks';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { ownDistributor } from './distributor-order-rules.ts';
import { OWN_DISTRIBUTOR_NOTE } from './import-order-modal.tsx';

const schema = z.object({
  distributor_name: z.string().trim().min(1, 'Distributor name is required').max(200),
  distributor_reference: z.string().trim().max(100, 'At most 100 characters'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});

/** Edit who a draft or submitted order is from and its notes. */
export function EditOrderModal({
  order,
  onClose,
}: {
  order: DistributorOrder | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={order !== null} onClose={onClose} title="Edit order details" centered>
      {order ? <EditOrderForm order={order} onClose={onClose} /> : null}
    </FormModal>
  );
}

function EditOrderForm({ order, onClose }: { order: DistributorOrder; onClose: () => void }) {
  const update = useUpdateDistributorOrder();
  const own = ownDistributor(useAuth().user);
  const form = useSchemaForm(schema, {
    distributor_name: order.distributor_name,
    distributor_reference: order.distributor_reference ?? '',
    notes: order.notes ?? '',
  });
  const { field } = form;
  useFormModalDirty(form.isDirty);

  const save = async (values: z.output<typeof schema>) => {
    await update.mutateAsync({
      id: order.id,
      body: {
        distributor_name: values.distributor_name,
        distributor_reference: values.distributor_reference || null,
        notes: values.notes || null,
      },
    });
    showToast({ kind: 'success', message: `Saved ${order.order_number}` });
    onClose();
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit(save)}
      noValidate
      aria-label="Edit order details"
    >
      <Stack gap="md">
        <SubmitError failure={form.failure} />
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
          <FormModalCancel disabled={update.isPending} />
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
