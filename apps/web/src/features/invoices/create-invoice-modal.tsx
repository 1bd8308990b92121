import {
  useCombinedOrders,
  useConsultantOrders,
  useCreateInvoiceFromOrder,
  useDebouncedValue,
  useSelectedPeriod,
} from '@back-office/hooks';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../components/data-table/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { validationErrors } from '../../lib/validation-errors.ts';

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

/**
 * Creates a draft invoice from a consultant order or a combined order of the selected period.
 * A refusal (already invoiced, wrong status) keeps every choice and shows the server's message.
 */
export function CreateInvoiceModal({ opened, onClose, onCreated }: CreateInvoiceModalProps) {
  const period = useSelectedPeriod();
  const [sourceType, setSourceType] = useState<SourceType>('consultant_order');
  const [picked, setPicked] = useState<Option | null>(null);
  const sourceId = picked?.value ?? null;
  const [term, setTerm] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
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
  const fields = validationErrors(create.error);
  const fieldKeys = ['source_id', 'source_type', 'due_date', 'notes'];
  const failure =
    create.error && !fieldKeys.some((key) => key in fields) ? describeError(create.error) : null;

  const close = () => {
    create.reset();
    setMissing(false);
    onClose();
  };
  const submit = () => {
    if (!sourceId) {
      setMissing(true);
      return;
    }
    create.mutate(
      {
        source_type: sourceType,
        source_id: Number(sourceId),
        ...(dueDate ? { due_date: dueDate } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      },
      {
        onSuccess: (invoice) => {
          setPicked(null);
          setTerm('');
          setDueDate('');
          setNotes('');
          onCreated(invoice);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="New invoice from an order" centered size="lg">
      <form
        aria-label="New invoice from an order"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
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
              setSourceType(value as SourceType);
              setPicked(null);
              setTerm('');
              create.reset();
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
              setPicked(options.find((option) => option.value === value) ?? null);
              setMissing(false);
              create.reset();
            }}
            error={
              missing ? 'Choose the order to invoice' : (fields.source_id ?? fields.source_type)
            }
            nothingFoundMessage="No order that can be invoiced matches"
            comboboxProps={{ withinPortal: true }}
          />
          <DateField
            label="Due date"
            description="Defaults to 30 days after the issue date."
            value={dueDate}
            onChange={(event) => setDueDate(event.currentTarget.value)}
            error={fields.due_date}
          />
          <Textarea
            label="Notes"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={2000}
            rows={2}
            error={fields.notes}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert" title="Invoice not created">
              <Text size="sm">{failure.message}</Text>
              {failure.requestId ? (
                <Text size="xs" c="dimmed">
                  Request ID: {failure.requestId}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
