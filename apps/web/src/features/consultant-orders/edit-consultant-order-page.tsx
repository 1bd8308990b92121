import type { ConsultantOrder, Schemas } from '@back-office/api-client';
import { periodTakesOrders } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import {
  consultantOrderQueries,
  useAddConsultantOrderItem,
  useDeleteConsultantOrderItem,
  useUpdateConsultantOrder,
} from '@back-office/hooks/consultant-orders';
import { usePeriod } from '@back-office/hooks/periods';
import {
  ActionIcon,
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type RefObject, useEffect, useState } from 'react';
import { z } from 'zod';
import { ClosedPeriodAlert } from '../../components/closed-period-alert.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure, withFailureToast } from '../../lib/notify-failure.ts';
import { ConsultantOrderItemsTable } from './consultant-order-items-table.tsx';
import { ConsultantOrderProductPicker } from './consultant-order-product-picker.tsx';
import { ConsultantOrderStatusBadge } from './consultant-order-status.tsx';
import { ItemQuantityInput } from './item-quantity-input.tsx';
import { type OrderProduct, quantitySchema } from './order-form-schema.ts';

/** `/consultant-orders/:id/edit`: the date and notes, and the lines one change at a time. */
export function EditConsultantOrderPage({ id }: { id: number }) {
  const { data: order } = useSuspenseQuery(consultantOrderQueries.detail(useApi(), id));
  const period = usePeriod(order.period_id).data;
  // A closed or archived period's orders cannot change (the API answers 409): say so first.
  const periodClosed = period !== undefined && !periodTakesOrders(period.status);
  const editable = (order.status === 'draft' || order.status === 'submitted') && !periodClosed;
  // One guard for both forms, so leaving asks once.
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [lineDirty, setLineDirty] = useState(false);
  return (
    <Stack gap="lg">
      <UnsavedChangesGuard dirty={editable && (detailsDirty || lineDirty)} />
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultant-orders" {...props} />}>
          Consultant Orders
        </Anchor>
        <Anchor
          renderRoot={(props) => (
            <Link to="/consultant-orders/$id" params={{ id: String(id) }} {...props} />
          )}
        >
          {order.order_number}
        </Anchor>
        <span>Edit</span>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1}>Edit {order.order_number}</Title>
        <ConsultantOrderStatusBadge status={order.status} />
      </Group>
      {period && periodClosed ? (
        <ClosedPeriodAlert
          name={period.name}
          status={period.status}
          action="its consultant orders cannot change"
        />
      ) : null}
      {editable ? (
        <>
          <DetailsForm order={order} onDirtyChange={setDetailsDirty} />
          <LinesEditor order={order} onDirtyChange={setLineDirty} />
        </>
      ) : periodClosed ? null : (
        <Alert color="orange" variant="light" title="This order cannot be changed">
          {order.status === 'combined'
            ? 'It has been combined; delete the combined order to change it again.'
            : 'It is cancelled; reopen it as a draft from its page first.'}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          renderRoot={(props) => (
            <Link to="/consultant-orders/$id" params={{ id: String(id) }} {...props} />
          )}
        >
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** The order date and notes of an order being edited. */
const detailsSchema = z.object({
  order_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
  notes: z.string().max(2000, 'At most 2000 characters'),
});

interface FormPartProps {
  readonly order: ConsultantOrder;
  /** Whether the part holds input that is not saved (for the page's one guard). */
  readonly onDirtyChange: (dirty: boolean) => void;
}

type DetailsValues = z.input<typeof detailsSchema>;

const DETAILS_LABELS: Record<keyof DetailsValues, string> = {
  order_date: 'Order date',
  notes: 'Notes',
};

const detailsValues = (order: ConsultantOrder): DetailsValues => ({
  order_date: order.order_date,
  notes: order.notes ?? '',
});

/**
 * The date and notes: only the fields changed are sent; someone else's save of the other is
 * merged, a clash asks, their save while it is open is said at once (decision 043).
 */
function DetailsForm({ order, onDirtyChange }: FormPartProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdateConsultantOrder();
  const versioned = useVersionedSave({
    record: order,
    toValues: detailsValues,
    labels: DETAILS_LABELS,
    history: { resource: 'consultant_orders', id: order.id },
    updatedAt: (current) => current.updated_at,
    reload: () =>
      queryClient.fetchQuery({ ...consultantOrderQueries.detail(api, order.id), staleTime: 0 }),
  });
  return (
    <>
      {versioned.notice}
      <DetailsFields
        key={versioned.seed.key}
        order={order}
        initialValues={versioned.seed.values}
        typed={versioned.typed}
        onDirtyChange={onDirtyChange}
        onSubmit={async ({ order_date, notes }, values) => {
          const outcome = await versioned.save(values, (changed) => {
            const body: Schemas['ConsultantOrderUpdate'] = {};
            if (changed.includes('order_date')) body.order_date = order_date;
            if (changed.includes('notes')) body.notes = notes.trim() || null;
            return update.mutateAsync({ id: order.id, body });
          });
          if (outcome === 'unchanged') showToast({ kind: 'info', message: 'Nothing to save' });
          if (outcome === 'saved') showToast({ kind: 'success', message: 'Order details saved' });
          return outcome !== 'open';
        }}
      />
      {versioned.dialog}
    </>
  );
}

function DetailsFields({
  order,
  initialValues,
  typed,
  onDirtyChange,
  onSubmit,
}: FormPartProps & {
  readonly initialValues: DetailsValues;
  readonly typed: RefObject<DetailsValues | null>;
  /** Saves; true when the values are now the saved ones. */
  readonly onSubmit: (
    output: z.output<typeof detailsSchema>,
    values: DetailsValues,
  ) => Promise<boolean>;
}) {
  const form = useSchemaForm(detailsSchema, initialValues);
  typed.current = form.values;
  // The page stays open after a save: what was saved is the new baseline.
  const [savedValues, setSavedValues] = useState(form.values);
  const dirty =
    form.values.order_date !== savedValues.order_date || form.values.notes !== savedValues.notes;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (output: z.output<typeof detailsSchema>) => {
    const values = form.values;
    if (await onSubmit(output, values)) setSavedValues(values);
  };

  return (
    <form ref={form.formRef} onSubmit={form.submit(save)} noValidate aria-label="Order details">
      <Fieldset legend="Details" maw={1000}>
        <Stack gap="sm">
          <SubmitError failure={form.failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Consultant"
              value={`${order.consultant_name} (${order.consultant_number})`}
              readOnly
              variant="filled"
            />
            <TextInput label="Period" value={order.period_name} readOnly variant="filled" />
            <DateField label="Order date" required {...form.field('order_date')} />
            <Textarea label="Notes" rows={2} {...form.field('notes')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={form.submitting}>
              Save details
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function LinesEditor({ order, onDirtyChange }: FormPartProps) {
  const add = useAddConsultantOrderItem();
  const remove = useDeleteConsultantOrderItem();
  const confirm = useConfirm();
  const [product, setProduct] = useState<OrderProduct | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  // The "add a line" row: a product picked or the quantity changed, not yet added.
  const dirty = product !== null || quantity !== 1;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const addLine = () => {
    if (!product) return;
    const parsed = quantitySchema.safeParse(Number(quantity));
    if (!parsed.success) {
      setQuantityError(parsed.error.issues[0]?.message);
      return;
    }
    setQuantityError(undefined);
    add.mutate(
      { orderId: order.id, body: { product_id: product.id, quantity: parsed.data } },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: `${product.product_code} added` });
          setProduct(null);
          setQuantity(1);
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <Fieldset legend="Lines" maw={1000}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ConsultantOrderProductPicker
            label="Product"
            value={product}
            onChange={setProduct}
            w={420}
          />
          <NumberInput
            label="Quantity to add"
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={100_000}
            allowDecimal={false}
            error={quantityError}
            w={140}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addLine}
            disabled={!product || add.isPending}
            loading={add.isPending}
          >
            Add line
          </Button>
        </Group>
        <ConsultantOrderItemsTable
          order={order}
          quantityCell={(item) => <ItemQuantityInput orderId={order.id} item={item} />}
          actions={{
            header: <VisuallyHidden>Remove</VisuallyHidden>,
            cell: (item) => (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Remove ${item.product_code}`}
                onClick={() =>
                  confirm.ask({
                    title: 'Remove line',
                    message: `Remove ${item.product_code} (${item.description}) from the order?`,
                    confirmLabel: 'Remove',
                    onConfirm: () =>
                      withFailureToast(() =>
                        remove.mutateAsync({ orderId: order.id, itemId: item.id }),
                      ),
                  })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          }}
        />
      </Stack>
      {confirm.modal}
    </Fieldset>
  );
}
