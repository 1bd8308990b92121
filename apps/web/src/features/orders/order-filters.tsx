import { usePeriods } from '@back-office/hooks';
import { Group, Select } from '@mantine/core';
import {
  ClearFiltersButton,
  SearchInput,
  StatusFilter,
  type useListSearch,
} from '../../components/data-table/index.ts';
import type { OrderSearch } from './order-search.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-status.ts';

export interface OrderFiltersProps {
  readonly search: OrderSearch;
  readonly update: ReturnType<typeof useListSearch<OrderSearch>>['update'];
  /** Shown when a filter is set. */
  readonly onClear?: () => void;
}

/** Text search (reference or notes), status and period, all kept in the URL. */
export function OrderFilters({ search, update, onClear }: OrderFiltersProps) {
  const { periods } = usePeriods();
  return (
    <Group align="flex-end" gap="sm">
      <SearchInput
        label="Search orders"
        placeholder="Reference or notes"
        value={search.search}
        onSearch={(text) => update({ search: text }, { replace: true })}
        style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
      />
      <StatusFilter
        statuses={ORDER_STATUSES}
        labels={ORDER_STATUS_LABELS}
        value={search.status}
        onChange={(status) => update({ status })}
        width={180}
      />
      <Select
        label="Period"
        placeholder="All periods"
        data={periods.map((period) => ({ value: String(period.id), label: period.name }))}
        value={search.period_id === undefined ? null : String(search.period_id)}
        onChange={(value) => update({ period_id: value ? Number(value) : undefined })}
        clearable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      {onClear ? <ClearFiltersButton filtered onClear={onClear} /> : null}
    </Group>
  );
}
