import type { Upload } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks/auth';
import { useTemplates } from '@back-office/hooks/templates';
import { useUploads } from '@back-office/hooks/uploads';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Paper, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ButtonLink } from '../../components/button-link.tsx';
import {
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  FilterBar,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  SearchInput,
  useListSearch,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { ERROR_TEXT } from '../../components/notice.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { HistorySearch } from './history-search.ts';
import { UPLOAD_STATUSES, UploadStatusBadge, uploadStatusLabel } from './upload-status-badge.tsx';

const UploadDetailDrawer = lazyDialog(
  () => import('./upload-detail-drawer.tsx').then((module) => module.UploadDetailDrawer),
  (props) => props.id !== undefined,
);

function count(value: number) {
  return value.toLocaleString('en-ZA');
}

/** `/history`: past uploads with status, template, counts, who and when; open one. */
export function HistoryPage({ search }: { readonly search: HistorySearch }) {
  const list = useListSearch(search);
  const { upload: openId, ...params } = list.params;
  const uploads = useUploads(params);
  const templates = useTemplates({ limit: 1000, sort_by: 'template_name', sort_order: 'asc' });
  const { user } = useAuth();
  const canUpload = hasPermission(user, 'uploads:create');
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'template_id']);
  const open = (id: number | undefined) =>
    list.update({ upload: id }, { resetPage: false, replace: id === undefined });
  const openUpload = uploads.data?.uploads.find((upload) => upload.id === openId);

  const columns: DataTableColumn<Upload>[] = [
    {
      key: 'file',
      header: 'File',
      sortKey: 'file_name',
      cell: (u) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => open(u.id)}>
          {u.file_name}
        </Anchor>
      ),
    },
    {
      key: 'template',
      header: 'Template',
      sortKey: 'template_name',
      cell: (u) => (
        <Text size="sm" c={u.template_id === null ? 'dimmed' : undefined}>
          {u.template_name}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      width: 130,
      cell: (u) => <UploadStatusBadge status={u.status} />,
    },
    {
      key: 'rows',
      header: 'Rows',
      sortKey: 'total_rows',
      cell: (u) => (
        <Stack gap={0}>
          <Text size="sm">{count(u.total_rows)}</Text>
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {count(u.imported_rows)} imported
            {u.failed_rows > 0 ? (
              <Text span size="xs" fw={700} c={ERROR_TEXT}>
                {` · ${count(u.failed_rows)} failed`}
              </Text>
            ) : null}
          </Text>
        </Stack>
      ),
    },
    { key: 'by', header: 'Uploaded by', cell: (u) => u.created_by.name },
    {
      key: 'when',
      header: 'Uploaded',
      sortKey: 'created_at',
      cell: (u) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(u.created_at)}
        </Text>
      ),
    },
    {
      key: 'done',
      header: 'Finished',
      sortKey: 'completed_at',
      cell: (u) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(u.completed_at)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title="History"
        description="Every spreadsheet uploaded, with its outcome. Open one to see its errors and products."
        actions={
          canUpload ? (
            <ButtonLink to="/upload" leftSection={<IconUpload size={16} aria-hidden />}>
              New upload
            </ButtonLink>
          ) : null
        }
      />

      <Paper withBorder p="sm" radius="md">
        <FilterBar count={filterCount}>
          <SearchInput
            label="Search"
            placeholder="File or template name"
            value={search.search}
            onSearch={(value) => list.update({ search: value }, { replace: true })}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={UPLOAD_STATUSES.map((status) => ({
              value: status,
              label: uploadStatusLabel(status),
            }))}
            value={search.status ?? null}
            onChange={(value) =>
              list.update({ status: (value as HistorySearch['status']) ?? undefined })
            }
            clearable
            w={{ base: '100%', sm: 180 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Template"
            placeholder="Any template"
            data={(templates.data?.templates ?? []).map((t) => ({
              value: String(t.id),
              label: t.template_name,
            }))}
            value={search.template_id ? String(search.template_id) : null}
            onChange={(value) => list.update({ template_id: value ? Number(value) : undefined })}
            clearable
            searchable
            w={{ base: '100%', sm: 280 }}
            comboboxProps={{ withinPortal: true }}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          <ListExportMenu list="uploads" params={params} />
          <SaveViewButton path="/history" />
        </FilterBar>
      </Paper>

      <DataTable
        columnSettings="/history"
        label="Uploads"
        rows={uploads.data?.uploads}
        {...queryTableState(uploads)}
        columns={columns}
        getRowId={(u) => u.id}
        sort={list.sort}
        onSortChange={list.setSort}
        rowProps={(u) => ({ 'data-testid': 'upload-row', 'data-status': u.status })}
        empty={
          filtered
            ? { title: 'No uploads match', description: 'Try another search or clear the filters.' }
            : {
                title: 'No uploads yet',
                description: 'Uploaded spreadsheets and their outcome are listed here.',
                action: canUpload ? (
                  <ButtonLink to="/upload">Upload a spreadsheet</ButtonLink>
                ) : undefined,
              }
        }
      />
      <DataTablePagination {...list.pagination} total={uploads.data?.total} noun="uploads" />
      <UploadDetailDrawer
        id={openId}
        fileName={openUpload?.file_name}
        onClose={() => open(undefined)}
      />
    </Stack>
  );
}
