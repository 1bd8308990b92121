import { ORDER_STATUSES } from '@back-office/domain';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import { Group, Select } from '@mantine/core';
import {
  ClearFiltersButton,
  SearchInput,
  StatusFilter,
  type useListSearch,
} from '../../components/data-table/index.ts';
import type { OrderSearch } from './order-search.ts';
import { STOCK_ORDER_STATUS_LABELS } from './stock-order-status.ts';

export interface OrderFiltersProps {
  readonly search: OrderSearch;
  readonly update: ReturnType<typeof useListSearch<OrderSearch>>['update'];
  /** Shown when a filter is set. */
  readonly onClear?: () => void;
}

/** Text search (reference or notes), status, and the header period or all, kept in the URL. */
export function OrderFilters({ search, update, onClear }: OrderFiltersProps) {
  const period = useSelectedPeriod();
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
        labels={STOCK_ORDER_STATUS_LABELS}
        value={search.status}
        onChange={(status) => update({ status })}
        width={180}
      />
      <Select
        label="Period"
        description="The header's period, as on every list"
        data={[
          { value: 'header', label: period ? `${period.name} (header)` : 'Header period' },
          { value: 'all', label: 'All periods, and orders without one' },
        ]}
        value={search.periods === 'all' ? 'all' : 'header'}
        onChange={(value) => update({ periods: value === 'all' ? 'all' : undefined })}
        allowDeselect={false}
        w={260}
        comboboxProps={{ withinPortal: true }}
      />
      {onClear ? <ClearFiltersButton filtered onClear={onClear} /> : null}
    </Group>
  );
}
