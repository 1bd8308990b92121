import type { DistributorOrder } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  distributorOrderQueries,
  useUpdateDistributorOrder,
} from '@back-office/hooks/distributor-orders';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
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

type Values = z.input<typeof schema>;

const LABELS: Record<keyof Values, string> = {
  distributor_name: 'Distributor name',
  distributor_reference: 'Distributor reference',
  notes: 'Notes',
};

const orderValues = (order: DistributorOrder): Values => ({
  distributor_name: order.distributor_name,
  distributor_reference: order.distributor_reference ?? '',
  notes: order.notes ?? '',
});

/** The body of the fields the user changed (decision 043). */
function changesBody(output: z.output<typeof schema>, changed: readonly (keyof Values)[]) {
  const body: {
    distributor_name?: string;
    distributor_reference?: string | null;
    notes?: string | null;
  } = {};
  for (const field of changed) {
    if (field === 'distributor_name') body.distributor_name = output.distributor_name;
    else body[field] = output[field] || null;
  }
  return body;
}

/**
 * Only the fields changed are sent; someone else's save of other fields is merged, a clash
 * asks, and their save while it is open is said at once (decision 043).
 */
function EditOrderForm({ order, onClose }: { order: DistributorOrder; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdateDistributorOrder();
  const versioned = useVersionedSave({
    record: order,
    toValues: orderValues,
    labels: LABELS,
    history: { resource: 'distributor_orders', id: order.id },
    updatedAt: (current) => current.updated_at,
    reload: () =>
      queryClient.fetchQuery({ ...distributorOrderQueries.detail(api, order.id), staleTime: 0 }),
  });
  return (
    <Stack gap="md">
      {versioned.notice}
      <EditOrderFields
        key={versioned.seed.key}
        initialValues={versioned.seed.values}
        typed={versioned.typed}
        onSubmit={async (output, values) => {
          const outcome = await versioned.save(values, (changed) =>
            update.mutateAsync({ id: order.id, body: changesBody(output, changed) }),
          );
          if (outcome === 'open') return;
          if (outcome === 'saved') {
            showToast({ kind: 'success', message: `Saved ${order.order_number}` });
          }
          onClose();
        }}
      />
      {versioned.dialog}
    </Stack>
  );
}

function EditOrderFields({
  initialValues,
  typed,
  onSubmit,
}: {
  initialValues: Values;
  typed: RefObject<Values | null>;
  onSubmit: (output: z.output<typeof schema>, values: Values) => Promise<void>;
}) {
  const own = ownDistributor(useAuth().user);
  const form = useSchemaForm(schema, initialValues);
  const { field } = form;
  useFormModalDirty(form.isDirty);
  typed.current = form.values;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit((output) => onSubmit(output, form.values))}
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
          <FormModalCancel disabled={form.submitting} />
          <Button type="submit" loading={form.submitting}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
