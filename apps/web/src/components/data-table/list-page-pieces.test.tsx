import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { ClearFiltersButton } from './clear-filters-button.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { filteredEmptyState } from './filtered-empty-state.tsx';
import { listFilters } from './list-filters.ts';
import type { ListSearch } from './list-search.ts';
import { queryTableState } from './query-table-state.ts';
import { EmptyBlock } from './states.tsx';
import { StatusFilter } from './status-filter.tsx';

const query = (state: {
  isPending?: boolean;
  isFetching?: boolean;
  isPlaceholderData?: boolean;
}) => ({
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  error: null,
  refetch: vi.fn(async () => undefined),
  ...state,
});

describe('queryTableState', () => {
  it('greys only placeholder pages unless refetches are asked for', () => {
    const refetching = query({ isFetching: true });
    expect(queryTableState(refetching).fetching).toBe(false);
    expect(queryTableState(refetching, { greyRefetches: true }).fetching).toBe(true);
    expect(queryTableState(query({ isPlaceholderData: true, isFetching: true })).fetching).toBe(
      true,
    );
    const first = queryTableState(query({ isPending: true, isFetching: true }), {
      greyRefetches: true,
    });
    expect(first).toMatchObject({ loading: true, fetching: false });
  });

  it('retries with refetch', () => {
    const q = query({});
    queryTableState(q).onRetry();
    expect(q.refetch).toHaveBeenCalledOnce();
  });
});

describe('listFilters', () => {
  const search: ListSearch & { flag?: boolean; other?: string } = {
    skip: 0,
    limit: 25,
    sort_by: 'name',
    sort_order: 'asc',
    flag: false,
  };

  it('counts a filter set to false and clears only the named ones', () => {
    const update = vi.fn();
    const { filtered, count, clear } = listFilters({ search, update }, ['flag', 'other']);
    expect(filtered).toBe(true);
    expect(count).toBe(1);
    clear();
    expect(update).toHaveBeenCalledWith({ flag: undefined, other: undefined });
    expect(listFilters({ search, update }, ['other']).filtered).toBe(false);
  });
});

describe('ClearFiltersButton', () => {
  it('shows only while filtered', async () => {
    const onClear = vi.fn();
    const hidden = renderWithTheme(<ClearFiltersButton filtered={false} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    hidden.unmount();
    renderWithTheme(<ClearFiltersButton filtered onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('DateRangeFilter', () => {
  it('writes the bound that changed and limits the other when bounded', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DateRangeFilter
        from="2026-01-05"
        to="2026-01-20"
        fromLabel="From"
        toLabel="To"
        onChange={onChange}
        width={160}
        bounded
      />,
    );
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // §9: shown in en-ZA, not in the browser's locale.
    expect([from.value, to.value]).toEqual(['05 Jan 2026', '20 Jan 2026']);
    fireEvent.change(to, { target: { value: '2026/02/01' } });
    expect(onChange).toHaveBeenLastCalledWith({ date_to: '2026-02-01' });
    // Bounded: "from" cannot pass "to".
    onChange.mockClear();
    fireEvent.change(from, { target: { value: '21 Jan 2026' } });
    expect(onChange).not.toHaveBeenCalled();
    // A cleared input removes the filter.
    fireEvent.change(from, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ date_from: undefined });
  });
});

describe('filteredEmptyState', () => {
  it('offers Clear filters', async () => {
    const onClear = vi.fn();
    renderWithTheme(<EmptyBlock {...filteredEmptyState({ title: 'No rows match', onClear })} />);
    expect(screen.getByText('No rows match')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('StatusFilter', () => {
  it('lists the statuses by label and gives back the picked one', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <StatusFilter
        statuses={['open', 'closed'] as const}
        labels={{ open: 'Open', closed: 'Closed' }}
        value={undefined}
        onChange={onChange}
        width={160}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.getAttribute('placeholder')).toBe('All statuses');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(onChange).toHaveBeenCalledWith('closed');
  });
});
