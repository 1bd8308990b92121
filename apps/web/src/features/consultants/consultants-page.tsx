import type { Consultant } from '@back-office/api-client';
import { formatPhone } from '@back-office/domain/phone';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import { useBulkDeleteConsultants, useConsultants } from '@back-office/hooks/consultants';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DeleteSelectedButton,
  FilterBar,
  listFilters,
  queryTableState,
  SearchInput,
  StatusFilter,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount, formatDate } from '../../lib/format.ts';
import { DRY_RUN, wouldDelete } from '../../lib/undo/ask-delete.ts';
import { deleteKey } from '../../lib/undo/deferred-deletes.ts';
import { deleteWithUndo, useIsDeleting } from '../../lib/undo/undo-toast.tsx';
import { CONSULTANT_STATUS_LABELS, CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';
import { ConsultantStatusBadge } from './consultant-status-badge.tsx';
import { type ConsultantsSearch, consultantListParams } from './consultants-search.ts';
import { ExportMenu } from './export-menu.tsx';

const columns: DataTableColumn<Consultant>[] = [
  {
    key: 'number',
    header: 'Number',
    sortKey: 'consultant_number',
    cell: (consultant) => (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link to="/consultants/$id" params={{ id: String(consultant.id) }} {...props} />
        )}
      >
        {consultant.consultant_number}
      </Anchor>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    sortKey: 'last_name',
    cell: (c) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {c.first_name} {c.last_name}
      </Text>
    ),
  },
  { key: 'email', header: 'Email', cell: (c) => c.email ?? '—' },
  {
    key: 'phone',
    header: 'Phone',
    cell: (c) => (
      <span style={{ whiteSpace: 'nowrap' }}>{c.phone ? formatPhone(c.phone) : '—'}</span>
    ),
  },
  { key: 'province', header: 'Province', cell: (c) => c.address.province },
  {
    key: 'status',
    header: 'Status',
    pin: 'end',
    sortKey: 'status',
    cell: (c) => <ConsultantStatusBadge status={c.status} />,
  },
  {
    key: 'joined',
    header: 'Joined',
    sortKey: 'joined_date',
    cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(c.joined_date)}</span>,
  },
  { key: 'consent', header: 'Forms', align: 'right', cell: (c) => c.consent_form_count },
];

/** `/consultants`: paged, sorted and filtered in the URL; export (what the list shows), bulk delete. */
export function ConsultantsPage({ search }: { search: ConsultantsSearch }) {
  const { user } = useAuth();
  const list = useListSearch(search);
  const consultants = useConsultants(consultantListParams(search));
  const selection = useRowSelection<number>(JSON.stringify(search));
  const bulkDelete = useBulkDeleteConsultants();
  const api = useApi();
  const isDeleting = useIsDeleting();
  const confirm = useConfirm();
  const canCreate = hasPermission(user, 'consultants:create');
  const canDelete = hasPermission(user, 'consultants:delete');
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'province']);

  const askDelete = () => {
    const ids = selection.ids;
    confirm.ask({
      title: 'Delete consultants',
      message: `Delete ${formatCount(ids.length, 'selected consultant')}? You can undo it while its message shows.`,
      confirmLabel: 'Delete',
      onConfirm: () => {
        selection.clear();
        void deleteWithUndo(`${formatCount(ids.length, 'consultant')} deleted`, {
          keys: ids.map((id) => deleteKey('consultants', id)),
          ask: () =>
            wouldDelete(
              api.POST('/api/consultants/bulk-delete', {
                params: { query: DRY_RUN },
                body: { consultant_ids: [...ids] },
              }),
            ),
          commit: () => bulkDelete.mutateAsync({ consultant_ids: [...ids] }),
          flush: () =>
            void api.POST('/api/consultants/bulk-delete', {
              body: { consultant_ids: [...ids] },
              keepalive: true,
            }),
        });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Consultants</Title>
        <Group gap="xs">
          <ExportMenu
            label={filtered ? 'Export filtered' : 'Export all'}
            filters={{ search: search.search, status: search.status, province: search.province }}
          />
          {canCreate ? (
            <>
              <Button
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                renderRoot={(props) => <Link to="/consultants/upload" {...props} />}
              >
                Bulk upload
              </Button>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                renderRoot={(props) => <Link to="/consultants/add" {...props} />}
              >
                Add consultant
              </Button>
            </>
          ) : null}
        </Group>
      </Group>

      <AfterFirstPaint page="consultants">
        <Paper withBorder p="md">
          <FilterBar count={filterCount}>
            <SearchInput
              label="Search"
              placeholder="Number, name, email, phone, ID"
              value={search.search}
              onSearch={(value) => list.update({ search: value }, { replace: true })}
              w={260}
            />
            <StatusFilter
              statuses={CONSULTANT_STATUSES}
              labels={CONSULTANT_STATUS_LABELS}
              value={search.status}
              onChange={(status) => list.update({ status })}
              width={160}
              placeholder="Any status"
            />
            <Select
              label="Province"
              placeholder="Any province"
              data={[...PROVINCES]}
              value={search.province ?? null}
              onChange={(value) =>
                list.update({ province: (value ?? undefined) as ConsultantsSearch['province'] })
              }
              clearable
              searchable
              w={190}
            />
            {filtered ? (
              <Button variant="subtle" onClick={clearFilters}>
                Reset filters
              </Button>
            ) : null}
            <SaveViewButton path="/consultants" />
          </FilterBar>
        </Paper>

        <BulkActionBar count={selection.count} onClear={selection.clear} noun="consultants">
          <ExportMenu label="Export selected" size="xs" consultantIds={selection.ids} />
          {canDelete ? <DeleteSelectedButton onClick={askDelete} /> : null}
        </BulkActionBar>

        <DataTable
          columnSettings="/consultants"
          label="Consultants"
          rows={consultants.data?.consultants.filter((c) => !isDeleting('consultants', c.id))}
          {...queryTableState(consultants)}
          columns={columns}
          getRowId={(consultant) => consultant.id}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={selection}
          rowLabel={(c) => `Select ${c.first_name} ${c.last_name}`}
          rowProps={() => ({ 'data-testid': 'consultant-row' })}
          empty={
            filtered
              ? {
                  title: 'No consultants match',
                  description: 'Try another search or clear the filters.',
                }
              : {
                  title: 'No consultants yet',
                  description: canCreate ? 'Add one, or bulk upload a spreadsheet.' : undefined,
                }
          }
        />
        <DataTablePagination
          {...list.pagination}
          total={consultants.data?.total}
          noun="consultants"
        />
        <Text size="xs" c="dimmed">
          Select rows to export or delete them together.
        </Text>
      </AfterFirstPaint>
      {confirm.modal}
    </Stack>
  );
}
