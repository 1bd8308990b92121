import type { Consultant, InvoiceSummary } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import { consultantQueries } from '@back-office/hooks/consultants';
import { useInvoices } from '@back-office/hooks/invoices';
import { usePeriods } from '@back-office/hooks/periods';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { ConsultantPicker } from '../../components/consultant-picker.tsx';
import {
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DateRangeFilter,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  SearchInput,
  StatusFilter,
  useListSearch,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { type InvoicesSearch, invoiceListParams } from './invoice-search.ts';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  InvoiceStatusBadge,
  issueDateText,
} from './invoice-status.tsx';

const CreateInvoiceModal = lazyDialog(
  () => import('./create-invoice-modal.tsx').then((module) => module.CreateInvoiceModal),
  (props) => props.opened,
);

// Numbers, days and amounts read best on one line; the table scrolls sideways instead.
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const columns: DataTableColumn<InvoiceSummary>[] = [
  {
    key: 'number',
    header: 'Invoice',
    sortKey: 'invoice_number',
    cell: (invoice) => (
      <Anchor
        size="sm"
        fw={600}
        style={NOWRAP}
        renderRoot={(props) => (
          <Link to="/invoices/$id" params={{ id: String(invoice.id) }} {...props} />
        )}
      >
        {invoice.invoice_number}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    width: 150,
    cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
  },
  {
    key: 'bill_to',
    header: 'Bill to',
    sortKey: 'bill_to_name',
    cell: (invoice) => invoice.bill_to_name,
  },
  {
    key: 'source',
    header: 'From order',
    cell: (invoice) => (
      <Stack gap={0}>
        <Text size="sm">{invoice.source_number}</Text>
        <Text size="xs" c="dimmed">
          {invoice.source_type === 'combined_order' ? 'Combined order' : 'Consultant order'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'issued',
    header: 'Issued',
    sortKey: 'issue_date',
    cell: (invoice) => <span style={NOWRAP}>{issueDateText(invoice)}</span>,
  },
  {
    key: 'due',
    header: 'Due',
    sortKey: 'due_date',
    cell: (invoice) => <span style={NOWRAP}>{formatDate(invoice.due_date)}</span>,
  },
  {
    key: 'total',
    header: MONEY_LABELS.total,
    pin: 'end',
    sortKey: 'total_cents',
    align: 'right',
    cell: (invoice) => formatMoney(invoice.total_cents),
  },
  {
    key: 'balance',
    header: 'Balance',
    sortKey: 'balance_cents',
    align: 'right',
    cell: (invoice) => formatMoney(invoice.balance_cents),
  },
];

/** The consultant of the `consultant_id` filter, fetched when the URL names one. */
function useFilterConsultant(id: number | undefined): Consultant | null {
  const query = useQuery({
    ...consultantQueries.detail(useApi(), id ?? 0),
    enabled: id !== undefined,
  });
  return id !== undefined && query.data?.id === id ? query.data : null;
}

/**
 * `/invoices`: invoices of the period selected in the header (or the period filter), with
 * status, consultant, text and issue-date filters in the URL; create one from an order.
 */
export function InvoicesPage({ search }: { search: InvoicesSearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => invoiceListParams(search), [search]);
  const invoices = useInvoices(params);
  const { periods, selectedPeriod } = usePeriods();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'invoices:create');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const consultant = useFilterConsultant(search.consultant_id);
  const periodId = search.period_id ?? selectedPeriod?.id;
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'consultant_id', 'period_id', 'date_from', 'date_to']);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Invoices"
        description="Invoices created from consultant orders and combined orders, with VAT and payments."
        actions={
          canCreate ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New invoice
            </Button>
          ) : null
        }
      />

      <AfterFirstPaint page="invoices">
        <FilterBar count={filterCount}>
          <SearchInput
            label="Search invoices"
            placeholder="Number, bill-to, consultant or order"
            value={search.search}
            onSearch={(text) => list.update({ search: text }, { replace: true })}
            style={{ flex: 1, minWidth: 220, maxWidth: 320 }}
          />
          <StatusFilter
            statuses={INVOICE_STATUSES}
            labels={INVOICE_STATUS_LABELS}
            value={search.status}
            onChange={(status) => list.update({ status })}
            width={160}
          />
          <ConsultantPicker
            label="Consultant"
            value={consultant}
            onChange={(picked) => list.update({ consultant_id: picked?.id })}
            w={260}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Period"
            data={periods
              .filter((period) => period.status !== 'archived')
              .map((period) => ({ value: String(period.id), label: period.name }))}
            value={periodId ? String(periodId) : null}
            onChange={(value) =>
              list.update({
                period_id:
                  value && Number(value) !== selectedPeriod?.id ? Number(value) : undefined,
              })
            }
            allowDeselect={false}
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
          <DateRangeFilter
            from={search.date_from}
            to={search.date_to}
            fromLabel="Issued from"
            toLabel="Issued to"
            onChange={list.update}
            width={160}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          <ListExportMenu list="invoices" params={params} />
          <SaveViewButton path="/invoices" />
        </FilterBar>

        <DataTable
          columnSettings="/invoices"
          label="Invoices"
          rows={invoices.data?.invoices}
          columns={columns}
          getRowId={(invoice) => invoice.id}
          {...queryTableState(invoices, { greyRefetches: true })}
          sort={list.sort}
          onSortChange={list.setSort}
          rowProps={(invoice) => ({ 'data-testid': 'invoice-row', 'data-status': invoice.status })}
          empty={
            filtered
              ? filteredEmptyState({
                  title: 'No invoices match these filters',
                  description: 'Try another status, consultant, period or date range.',
                  onClear: clearFilters,
                })
              : {
                  title: 'No invoices in this period',
                  description: canCreate
                    ? 'Create an invoice from a submitted consultant order or a combined order.'
                    : 'Invoices appear here once they are created.',
                  action: canCreate ? (
                    <Button onClick={() => setCreating(true)}>New invoice</Button>
                  ) : undefined,
                }
          }
        />
        <DataTablePagination {...list.pagination} total={invoices.data?.total} noun="invoices" />
      </AfterFirstPaint>

      {/* Mounted only while open: its order pickers query the API. */}
      {creating ? (
        <CreateInvoiceModal
          opened
          onClose={() => setCreating(false)}
          onCreated={(invoice) => {
            setCreating(false);
            showToast({ kind: 'success', message: `Invoice ${invoice.invoice_number} created` });
            void navigate({ to: '/invoices/$id', params: { id: String(invoice.id) } });
          }}
        />
      ) : null}
    </Stack>
  );
}
