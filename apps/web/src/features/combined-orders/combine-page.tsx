import type { ConsultantOrderSummary } from '@back-office/api-client';
import {
  useBulkCombineConsultantOrders,
  useConsultantOrders,
} from '@back-office/hooks/consultant-orders';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowsJoin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CombinationStatusPanel } from '../../components/combination-status-panel.tsx';
import { consultantOrderColumns } from '../../components/consultant-order-columns.tsx';
import {
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  queryTableState,
  SearchInput,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';
import type { CombineSearch } from './combined-orders-search.ts';
import { selectionTotals } from './selection-totals.ts';

const NOTES_MAX = 2000;

const columns: DataTableColumn<ConsultantOrderSummary>[] = [
  consultantOrderColumns.number,
  consultantOrderColumns.consultant,
  consultantOrderColumns.date,
  { key: 'submitted', header: 'Submitted', cell: (order) => formatDateTime(order.submitted_at) },
  consultantOrderColumns.lines,
  consultantOrderColumns.quantity,
  consultantOrderColumns.total,
];

/**
 * `/combined-orders/combine`: pick submitted consultant orders of the selected period and
 * combine them into one combined order; the combination's status is shown live (its id is kept
 * in the URL, so a reload keeps watching it).
 */
export function CombinePage({ search }: { search: CombineSearch }) {
  const list = useListSearch(search);
  const period = useSelectedPeriod();
  const { combination, search: text } = search;
  const params = useMemo(() => {
    const { combination: _watched, search: query, ...page } = search;
    return { ...page, status: 'submitted' as const, ...(query ? { search: query } : {}) };
  }, [search]);
  const orders = useConsultantOrders(params);
  const selection = useRowSelection<number>(`${period?.id}:${JSON.stringify(params)}`);
  const [notes, setNotes] = useState('');
  const combine = useBulkCombineConsultantOrders();
  // The selection empties on a new page or search, so every chosen order is on this page.
  const rows = orders.data?.consultant_orders;
  const totals = useMemo(
    () => selectionTotals((rows ?? []).filter((order) => selection.isSelected(order.id))),
    [rows, selection],
  );

  const start = () =>
    combine.mutate(
      { consultant_order_ids: [...selection.ids], notes: notes.trim() || null },
      {
        onSuccess: (status) => {
          selection.clear();
          setNotes('');
          list.update({ combination: status.id }, { resetPage: false });
        },
        onError: notifyFailure,
      },
    );

  return (
    <Stack gap="md">
      {/* Typed notes or chosen orders not yet combined; the list's own search does not ask. */}
      <UnsavedChangesGuard dirty={notes.trim() !== '' || selection.count > 0} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/combined-orders" {...props} />}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={14} aria-hidden /> Combined orders
          </Anchor>
          <Title order={1}>Combine Orders</Title>
          <Text c="dimmed" size="sm">
            Choose submitted consultant orders{period ? ` of ${period.name}` : ''} to combine into
            one combined order for fulfilment.
          </Text>
        </div>
      </Group>

      {combination ? (
        <CombinationStatusPanel
          id={combination}
          onDismiss={() => list.update({ combination: undefined }, { resetPage: false })}
        />
      ) : null}

      {/* Sticky under the header: the running total and Combine stay in view down a long page. */}
      <Paper
        withBorder
        p="md"
        radius="md"
        pos="sticky"
        top="var(--app-shell-header-offset, 0px)"
        style={{ zIndex: 2 }}
        data-testid="combine-summary"
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Textarea
              label="Notes for the combined order"
              placeholder="e.g. Week 45 collection for the Gauteng branches"
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
              maxLength={NOTES_MAX}
              rows={1}
              style={{ flex: 1, minWidth: 260 }}
            />
            <Button
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              disabled={selection.count === 0}
              loading={combine.isPending}
              onClick={start}
            >
              {selection.count === 0
                ? 'Combine selected orders'
                : `Combine ${selection.count} order${selection.count === 1 ? '' : 's'}`}
            </Button>
          </Group>
          <Text size="sm" c={selection.count === 0 ? 'dimmed' : undefined} aria-live="polite">
            {selection.count === 0 ? (
              'Select the orders to combine in the table below.'
            ) : (
              <>
                <span data-testid="combine-count">
                  {totals.count} order{totals.count === 1 ? '' : 's'}
                </span>
                {' · quantity '}
                <span data-testid="combine-quantity">{totals.quantity}</span>
                {' · total '}
                <Text span fw={700} data-testid="combine-total">
                  {formatMoney(totals.total_cents)}
                </Text>
                {` incl. VAT (${formatMoney(totals.vat_cents)} VAT on ${formatMoney(totals.subtotal_cents)})`}
              </>
            )}
          </Text>
        </Stack>
      </Paper>

      <SearchInput
        label="Search submitted orders"
        placeholder="Order number, consultant number or name"
        value={text}
        onSearch={(value) => list.update({ search: value }, { replace: true })}
        style={{ maxWidth: 420 }}
      />

      <DataTable
        columnSettings="/combined-orders/combine"
        label="Submitted consultant orders"
        rows={orders.data?.consultant_orders}
        columns={columns}
        getRowId={(order) => order.id}
        {...queryTableState(orders, { greyRefetches: true })}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={selection}
        rowLabel={(order) => `Select ${order.order_number}`}
        rowProps={(order) => ({
          'data-testid': 'combine-candidate-row',
          'data-order-number': order.order_number,
        })}
        empty={{
          title: text ? 'No submitted orders match' : 'No submitted orders to combine',
          description: text
            ? 'Try another order number or consultant.'
            : 'Consultant orders appear here once they are submitted.',
        }}
      />
      <DataTablePagination {...list.pagination} total={orders.data?.total} noun="orders" />
    </Stack>
  );
}
