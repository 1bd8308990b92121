import { useDebouncedValue } from '@back-office/hooks';
import {
  useCombinedOrderInvoicePreview,
  useCombinedOrders,
} from '@back-office/hooks/combined-orders';
import { useConsultantOrders } from '@back-office/hooks/consultant-orders';
import { useCreateInvoiceFromOrder } from '@back-office/hooks/invoices';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { PayerRadioGroup } from '../../components/payer-radio-group.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatCount, formatMoney } from '../../lib/format.ts';

type SourceType = 'consultant_order' | 'combined_order';

interface Option {
  readonly value: string;
  readonly label: string;
}

/**
 * Consultant orders an invoice may be made from now (submitted or combined, not yet invoiced,
 * filtered by the server: `invoiceable`), matching the typed text.
 */
function useConsultantOrderOptions(term: string, enabled: boolean): Option[] {
  const search = useDebouncedValue(term.trim());
  const orders = useConsultantOrders({
    limit: 50,
    sort_by: 'created_at',
    sort_order: 'desc',
    invoiceable: true,
    ...(search && enabled ? { search } : {}),
  });
  return (orders.data?.consultant_orders ?? []).map((order) => ({
    value: String(order.id),
    label: `${order.order_number} — ${order.consultant_name} (${formatMoney(order.total_cents)})`,
  }));
}

/** Open combined orders without an invoice, matching the typed text. */
function useCombinedOrderOptions(term: string, enabled: boolean): Option[] {
  const search = useDebouncedValue(term.trim());
  const orders = useCombinedOrders({
    limit: 50,
    status: 'open',
    ...(search && enabled ? { search } : {}),
  });
  return (orders.data?.combined_orders ?? [])
    .filter((order) => order.invoice_id === null)
    .map((order) => ({
      value: String(order.id),
      label: `${order.combined_number} — ${formatCount(order.consultant_order_count, 'order')} (${formatMoney(order.total_cents)})`,
    }));
}

export interface CreateInvoiceModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onCreated: (invoice: { id: number; invoice_number: string }) => void;
}

const createInvoiceSchema = z.object({
  source_type: z.enum(['consultant_order', 'combined_order']),
  source: z
    .custom<Option | null>()
    .refine((option) => option !== null, 'Choose the order to invoice'),
  /** A combined order's payer (a `payer_options` key); `null` bills the default. */
  payer: z.string().nullable(),
  due_date: z.string(),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});

type CreateInvoiceOutput = z.output<typeof createInvoiceSchema>;

const EMPTY = {
  source_type: 'consultant_order' as SourceType,
  source: null as Option | null,
  payer: null as string | null,
  due_date: '',
  notes: '',
};

/**
 * Creates a draft invoice from a consultant order or a combined order of the selected period.
 * A refusal (already invoiced, wrong status) keeps every choice and shows the server's message.
 */
export function CreateInvoiceModal({ opened, onClose, onCreated }: CreateInvoiceModalProps) {
  const period = useSelectedPeriod();
  const form = useSchemaForm(createInvoiceSchema, EMPTY, {
    routes: { byPath: { source_id: 'source' } },
  });
  const { source_type: sourceType, source: picked } = form.values;
  const sourceId = picked?.value ?? null;
  const [term, setTerm] = useState('');
  const create = useCreateInvoiceFromOrder();
  // Once an order is picked the box shows its label: that is not a search.
  const typed = picked && term === picked.label ? '' : term;
  const consultantOptions = useConsultantOrderOptions(
    sourceType === 'consultant_order' ? typed : '',
    opened,
  );
  const combinedOptions = useCombinedOrderOptions(
    sourceType === 'combined_order' ? typed : '',
    opened,
  );
  const found = sourceType === 'consultant_order' ? consultantOptions : combinedOptions;
  const options =
    picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;

  // The form stays mounted between openings: closing it discards what was chosen.
  const close = () => {
    form.clear();
    form.setValues(EMPTY);
    setTerm('');
    onClose();
  };
  const save = async ({ source_type, source, payer, due_date, notes }: CreateInvoiceOutput) => {
    if (!source) return;
    const invoice = await create.mutateAsync({
      source_type,
      source_id: Number(source.value),
      ...(source_type === 'combined_order' && payer ? { payer } : {}),
      ...(due_date ? { due_date } : {}),
      ...(notes ? { notes } : {}),
    });
    setTerm('');
    form.setValues(EMPTY);
    onCreated(invoice);
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="New invoice from an order"
      centered
      size="lg"
      dirty={form.isDirty}
    >
      <form
        ref={form.formRef}
        aria-label="New invoice from an order"
        noValidate
        onSubmit={form.submit(save)}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Creates a draft invoice of {period?.name ?? 'the selected period'} with the order&apos;s
            lines; issue it once it is checked.
          </Text>
          <SegmentedControl
            aria-label="Invoice from"
            value={sourceType}
            onChange={(value) => {
              form.set('source_type', value as SourceType);
              form.set('source', null);
              setTerm('');
              form.clear();
            }}
            data={[
              { value: 'consultant_order', label: 'Consultant order' },
              { value: 'combined_order', label: 'Combined order' },
            ]}
          />
          <Select
            label={sourceType === 'consultant_order' ? 'Consultant order' : 'Combined order'}
            placeholder="Type an order number or consultant"
            required
            searchable
            searchValue={term}
            onSearchChange={setTerm}
            filter={({ options: all }) => all}
            data={options}
            value={sourceId}
            onChange={(value) => {
              form.set('source', options.find((option) => option.value === value) ?? null);
              form.set('payer', null);
              form.clear();
            }}
            error={form.errors.source ?? form.errors.source_type}
            nothingFoundMessage="No order that can be invoiced matches"
            comboboxProps={{ withinPortal: true }}
          />
          {sourceType === 'combined_order' && sourceId !== null ? (
            <CombinedOrderPayer
              id={Number(sourceId)}
              value={form.values.payer}
              onChange={(payer) => form.set('payer', payer)}
            />
          ) : null}
          <DateField
            label="Due date"
            description="Defaults to 30 days after the issue date."
            {...form.field('due_date')}
          />
          <Textarea label="Notes" {...form.field('notes')} maxLength={2000} rows={2} />
          <SubmitError title="Invoice not created" failure={form.failure} />
          <Group justify="flex-end">
            <FormModalCancel disabled={form.submitting} />
            <Button type="submit" loading={form.submitting}>
              Create invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/**
 * Who pays the combined order's invoice, with the reason for the default (decision 049): the
 * same choice as the combined order's own Create invoice.
 */
function CombinedOrderPayer(props: {
  readonly id: number;
  readonly value: string | null;
  readonly onChange: (payer: string) => void;
}) {
  const preview = useCombinedOrderInvoicePreview(props.id);
  if (preview.error) {
    return (
      <Text size="sm" c="red" role="alert">
        Who can pay this invoice could not be loaded; it will be billed to the default payer.
      </Text>
    );
  }
  if (!preview.data) return <Skeleton height={96} aria-label="Loading who can pay" />;
  return <PayerRadioGroup preview={preview.data} value={props.value} onChange={props.onChange} />;
}
