import type { Product } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  useBulkDeleteProducts,
  useDeleteProduct,
  useProductCount,
  useProductSets,
  useProducts,
} from '@back-office/hooks/products';
import { hasPermission } from '@back-office/permissions';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DeleteSelectedButton,
  FilterBar,
  ListExportMenu,
  listFilters,
  queryTableState,
  SearchInput,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { ASK_HEADERS, DRY_RUN, wouldDelete } from '../../lib/undo/ask-delete.ts';
import { deleteKey } from '../../lib/undo/deferred-deletes.ts';
import { deleteWithUndo, useIsDeleting } from '../../lib/undo/undo-toast.tsx';
import { productPageCursors, productPageQuery } from './page-cursors.ts';
import { type ProductSearch, SET_FILTER_CHOICES } from './product-search.ts';
import { productTotalLabel } from './product-total.ts';

/** `/products`: search, filter by product set, sort, page, delete one or many. */
export function ProductsPage({ search }: { readonly search: ProductSearch }) {
  const list = useListSearch(search);
  const { user } = useAuth();
  const canDelete = hasPermission(user, 'products:delete');
  const canUpload = hasPermission(user, 'uploads:create');
  const { skip, limit, sort_by: _by, sort_order: _order, ...filters } = list.params;
  // The next page (and one seen before) by the cursor its neighbour handed out: any depth costs
  // what page 1 does; a page jumped to by number goes by skip (decision 056).
  const { query, params } = productPageQuery(list.params);
  const products = useProducts(params);
  const nextCursor = products.isPlaceholderData ? undefined : products.data?.next_cursor;
  useEffect(() => {
    productPageCursors.remember(query, skip, limit, nextCursor);
  }, [query, skip, limit, nextCursor]);
  const count = useProductCount(filters);
  // The count of the filtered catalogue; the list's own total stands in until it arrives. Past
  // 10,000 matches both are the planner's estimate, said as "about …".
  const productTotal = count.data
    ? { n: count.data.count, estimate: count.data.is_estimate ?? false }
    : products.data && {
        n: products.data.total,
        estimate: products.data.total_is_estimate ?? false,
      };
  const sets = useProductSets(SET_FILTER_CHOICES);
  const selection = useRowSelection<number>(JSON.stringify(search));
  const confirm = useConfirm();
  const remove = useDeleteProduct();
  const bulkRemove = useBulkDeleteProducts();
  const api = useApi();
  const isDeleting = useIsDeleting();

  const setOptions = (sets.data?.product_sets ?? []).map((set) => ({
    value: String(set.id),
    label: `${set.file_name} · ${set.template_name} (${set.product_count})`,
  }));
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'category', 'upload_session_id']);

  // Undo replaces the confirmation of a single delete (decision 027).
  const askDelete = (product: Product) =>
    deleteWithUndo(`Deleted ${product.product_code}`, {
      keys: [deleteKey('products', product.id)],
      ask: () =>
        wouldDelete(
          api.DELETE('/api/products/{id}', {
            params: { path: { id: product.id }, query: DRY_RUN },
            headers: ASK_HEADERS,
          }),
        ),
      commit: () => remove.mutateAsync(product.id),
      flush: () =>
        void api.DELETE('/api/products/{id}', {
          params: { path: { id: product.id } },
          keepalive: true,
        }),
    });

  const askBulkDelete = () => {
    const ids = selection.ids;
    confirm.ask({
      title: 'Delete products',
      message: `Delete ${formatCount(ids.length, 'selected product')}? You can undo it while its message shows.`,
      confirmLabel: `Delete ${ids.length}`,
      onConfirm: () => {
        selection.clear();
        void deleteWithUndo(`Deleted ${formatCount(ids.length, 'product')}`, {
          keys: ids.map((id) => deleteKey('products', id)),
          ask: () =>
            wouldDelete(
              api.DELETE('/api/products', {
                params: { query: DRY_RUN },
                body: { product_ids: [...ids] },
                headers: ASK_HEADERS,
              }),
            ),
          commit: () => bulkRemove.mutateAsync({ product_ids: [...ids] }),
          flush: () =>
            void api.DELETE('/api/products', { body: { product_ids: [...ids] }, keepalive: true }),
        });
      },
    });
  };

  const columns = (() => {
    const base: DataTableColumn<Product>[] = [
      {
        key: 'code',
        header: 'Code',
        sortKey: 'product_code',
        cell: (p) => (
          <Text size="sm" ff="monospace" fw={600}>
            {p.product_code}
          </Text>
        ),
      },
      {
        key: 'description',
        header: 'Description',
        sortKey: 'description',
        cell: (p) => p.description,
      },
      {
        key: 'category',
        header: 'Category',
        sortKey: 'category',
        cell: (p) =>
          p.category ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => list.update({ category: p.category ?? undefined })}
              aria-label={`Only ${p.category}`}
            >
              {p.category}
            </Anchor>
          ) : (
            '—'
          ),
      },
      {
        key: 'price',
        header: 'Unit price',
        pin: 'end',
        sortKey: 'unit_price_cents',
        align: 'right',
        cell: (p) => formatMoney(p.unit_price_cents),
      },
      { key: 'unit', header: 'Unit', cell: (p) => p.unit ?? '—' },
      {
        key: 'stock',
        header: 'Stock',
        sortKey: 'stock_quantity',
        align: 'right',
        cell: (p) => p.stock_quantity?.toLocaleString('en-ZA') ?? '—',
      },
      {
        key: 'barcode',
        header: 'Barcode',
        cell: (p) =>
          p.barcode ? (
            <Text size="sm" ff="monospace">
              {p.barcode}
            </Text>
          ) : (
            '—'
          ),
      },
      {
        key: 'created',
        header: 'Imported',
        sortKey: 'created_at',
        cell: (p) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(p.created_at)}
          </Text>
        ),
      },
    ];
    if (!canDelete) return base;
    const actions: DataTableColumn<Product> = {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      // A native title, not a Tooltip: one floating tooltip per row is costly on long pages.
      cell: (p) => (
        <ActionIcon
          variant="subtle"
          color="red.8"
          aria-label={`Delete ${p.product_code}`}
          title="Delete"
          onClick={() => askDelete(p)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ),
    };
    return [...base, actions];
  })();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>Products</Title>
            {productTotal === undefined ? null : (
              <Badge variant="light" color="gray" size="lg" data-testid="product-count">
                {productTotalLabel(productTotal.n, productTotal.estimate)}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            Everything imported by completed uploads, one product set per upload.
          </Text>
        </div>
        {canUpload ? (
          <ButtonLink to="/upload" leftSection={<IconUpload size={16} aria-hidden />}>
            Upload a spreadsheet
          </ButtonLink>
        ) : null}
      </Group>

      <AfterFirstPaint page="products">
        <Paper withBorder p="sm" radius="md">
          <FilterBar count={filterCount}>
            <SearchInput
              label="Search"
              placeholder="Code, description or barcode"
              value={search.search}
              onSearch={(value) => list.update({ search: value }, { replace: true })}
              w={{ base: '100%', sm: 300 }}
            />
            <Select
              label="Product set"
              placeholder="All product sets"
              data={setOptions}
              value={search.upload_session_id ? String(search.upload_session_id) : null}
              onChange={(value) =>
                list.update({ upload_session_id: value ? Number(value) : undefined })
              }
              clearable
              searchable
              w={{ base: '100%', sm: 360 }}
              comboboxProps={{ withinPortal: true }}
            />
            {search.category ? (
              <Badge
                size="lg"
                variant="outline"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label="Remove category filter"
                    onClick={() => list.update({ category: undefined })}
                  >
                    ×
                  </ActionIcon>
                }
              >
                Category: {search.category}
              </Badge>
            ) : null}
            <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
            <ListExportMenu list="products" params={list.params} />
            <SaveViewButton path="/products" />
          </FilterBar>
        </Paper>

        {canDelete ? (
          <BulkActionBar count={selection.count} onClear={selection.clear} noun="products">
            <DeleteSelectedButton onClick={askBulkDelete} />
          </BulkActionBar>
        ) : null}

        <DataTable
          columnSettings="/products"
          label="Products"
          rows={products.data?.products.filter((p) => !isDeleting('products', p.id))}
          {...queryTableState(products)}
          columns={columns}
          getRowId={(p) => p.id}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={canDelete ? selection : undefined}
          rowLabel={(p) => `Select ${p.product_code}`}
          rowProps={() => ({ 'data-testid': 'product-row' })}
          empty={
            filtered
              ? {
                  title: 'No products match',
                  description: 'Try another search or clear the filters.',
                }
              : {
                  title: 'No products yet',
                  description: 'Products appear here once an upload has been imported.',
                  action: canUpload ? (
                    <ButtonLink to="/upload">Upload a spreadsheet</ButtonLink>
                  ) : undefined,
                }
          }
        />
        <DataTablePagination {...list.pagination} total={products.data?.total} noun="products" />
      </AfterFirstPaint>
      {confirm.modal}
    </Stack>
  );
}
