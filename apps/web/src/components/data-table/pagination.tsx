import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, pageCount, pageOf } from './list-search.ts';

export interface DataTablePaginationProps {
  readonly skip: number;
  readonly limit: number;
  /** All rows matching the filters (`total` of the list response); undefined while loading. */
  readonly total: number | undefined;
  readonly onChange: (skip: number, limit: number) => void;
  /** @default PAGE_SIZES (25…1000) */
  readonly pageSizes?: readonly number[];
  /** The noun of the count, e.g. "products". @default 'rows' */
  readonly noun?: string;
}

/**
 * "Showing 51–100 of 230 products", page buttons and a page size, all bound to the URL's
 * `skip`/`limit` through `useListSearch().pagination`.
 *
 * @example
 * <DataTablePagination {...list.pagination} total={data?.total} noun="products" />
 */
export function DataTablePagination({
  skip,
  limit,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  noun = 'rows',
}: DataTablePaginationProps) {
  const known = total ?? 0;
  const first = known === 0 ? 0 : skip + 1;
  const last = Math.min(skip + limit, known);
  const sizes = pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="pagination">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : known === 0
            ? `No ${noun}`
            : `Showing ${first}–${last} of ${known.toLocaleString('en-ZA')} ${noun}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Rows per page"
          size="xs"
          w={90}
          data={sizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(limit)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => value && onChange(0, Number(value))}
        />
        <Pagination
          size="sm"
          total={pageCount(known, limit)}
          value={pageOf(skip, limit)}
          onChange={(page) => onChange((page - 1) * limit, limit)}
          withEdges
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          disabled={total === undefined}
        />
      </Group>
    </Group>
  );
}
