import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEye, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { ActionIconLink, ButtonLink } from '../../components/button-link.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  ListExportMenu,
  queryTableState,
  SearchInput,
  useListSearch,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import type { TemplateKind, TemplateView } from './template-kind.ts';
import type { TemplateSearch } from './template-search.ts';
import { useTemplatePermissions } from './use-template-permissions.ts';

const TemplatePreviewModal = lazyDialog(
  () => import('./template-preview-modal.tsx').then((module) => module.TemplatePreviewModal),
  (props) => props.id !== undefined,
);

/** `/templates` and `/distributor-templates`: list, search, preview, delete. */
export function TemplatesPage({
  kind,
  search,
}: {
  readonly kind: TemplateKind;
  readonly search: TemplateSearch;
}) {
  const list = useListSearch(search);
  const { preview: previewId, ...params } = list.params;
  const templates = kind.useList(params);
  const remove = kind.useDelete();
  const confirm = useConfirm();
  const can = useTemplatePermissions(kind);
  const previewed = templates.data?.templates.find((t) => t.id === previewId);
  const openPreview = (id: number | undefined) =>
    list.update({ preview: id }, { resetPage: false, replace: id === undefined });

  const askDelete = (template: TemplateView) =>
    confirm.ask({
      title: `Delete ${kind.noun}`,
      message: `Delete “${template.template_name}”? Past uploads keep its name, but no new file can be read with it.`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(template.id);
          showToast({ kind: 'success', message: `Deleted ${template.template_name}` });
        } catch (error) {
          notifyFailure(error);
          throw error;
        }
      },
    });

  const columns: DataTableColumn<TemplateView>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'template_name',
      cell: (t) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            size="sm"
            ta="left"
            onClick={() => openPreview(t.id)}
          >
            {t.template_name}
          </Anchor>
          {t.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {t.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'mapping',
      header: 'Mapped columns',
      cell: (t) => (
        <Group gap={4}>
          {kind.fields
            .filter((field) => t.column_mapping[field.field])
            .map((field) => (
              <Tooltip
                key={field.field}
                label={`${field.label} ← “${t.column_mapping[field.field]}”`}
              >
                <Badge variant="outline" color="gray" size="sm" tt="none">
                  {field.label}
                </Badge>
              </Tooltip>
            ))}
        </Group>
      ),
    },
    {
      key: 'layout',
      header: 'Layout',
      cell: (t) => (
        <Text size="sm">
          {t.sheet_name}, header row {t.header_row}
        </Text>
      ),
    },
    { key: 'by', header: 'Created by', cell: (t) => t.created_by ?? '—' },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'created_at',
      cell: (t) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(t.created_at)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (t) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Preview">
            <ActionIcon
              variant="subtle"
              aria-label={`Preview ${t.template_name}`}
              onClick={() => openPreview(t.id)}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {can.canUpload ? (
            <Tooltip label="Upload a spreadsheet with this template">
              <ActionIconLink
                variant="subtle"
                to="/upload"
                search={{ template_id: t.id }}
                aria-label={`Upload with ${t.template_name}`}
              >
                <IconUpload size={16} aria-hidden />
              </ActionIconLink>
            </Tooltip>
          ) : null}
          {can.canDelete ? (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={`Delete ${t.template_name}`}
                onClick={() => askDelete(t)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{kind.title}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {kind.description}
          </Text>
        </div>
        <Group gap="sm">
          <ListExportMenu list={kind.exportList} params={params} />
          {can.canCreate ? (
            <ButtonLink to={kind.uploadPath} leftSection={<IconPlus size={16} aria-hidden />}>
              New {kind.noun}
            </ButtonLink>
          ) : null}
        </Group>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <SearchInput
          label="Search"
          placeholder="Template name"
          value={search.search}
          onSearch={(value) => list.update({ search: value }, { replace: true })}
          w={{ base: '100%', sm: 320 }}
        />
      </Paper>

      <DataTable
        columnSettings={kind.listPath}
        label={kind.title}
        rows={templates.data?.templates}
        {...queryTableState(templates)}
        columns={columns}
        getRowId={(t) => t.id}
        sort={list.sort}
        onSortChange={list.setSort}
        rowProps={() => ({ 'data-testid': 'template-row' })}
        empty={
          search.search
            ? { title: 'No templates match', description: 'Try another name.' }
            : {
                title: `No ${kind.noun}s yet`,
                description: 'Create one from a sample spreadsheet.',
                action: can.canCreate ? (
                  <ButtonLink to={kind.uploadPath}>New {kind.noun}</ButtonLink>
                ) : undefined,
              }
        }
      />
      <DataTablePagination {...list.pagination} total={templates.data?.total} noun="templates" />
      <TemplatePreviewModal
        kind={kind}
        id={previewId}
        name={previewed?.template_name}
        onClose={() => openPreview(undefined)}
      />
      {confirm.modal}
    </Stack>
  );
}
