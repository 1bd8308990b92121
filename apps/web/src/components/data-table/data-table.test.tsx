import { ApiError } from '@back-office/api-client';
import { act, screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SkipLink } from '../../features/shell/skip-link.tsx';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import type { SortOrder } from './list-search.ts';
import pinClasses from './pinned-columns.module.css';
import { ROW_HEIGHT } from './row-height.ts';
import { TableScroller } from './table-scroller.tsx';
import { useRowSelection } from './use-row-selection.ts';

interface Fruit {
  id: number;
  name: string;
}

const columns: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name },
  { key: 'id', header: 'Id', cell: (row) => row.id, align: 'right' },
];

const fruits = (count: number): Fruit[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Fruit ${index + 1}` }));

function Selectable({ rows, onBulk }: { rows: Fruit[]; onBulk: (ids: readonly number[]) => void }) {
  const selection = useRowSelection<number>('page-1');
  return (
    <>
      <button type="button" onClick={() => onBulk(selection.ids)}>
        Bulk ({selection.count})
      </button>
      <DataTable
        label="Fruit"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        selection={selection}
        rowLabel={(row) => `Select ${row.name}`}
      />
    </>
  );
}

describe('DataTable', () => {
  it('shows skeleton rows while the first page loads', () => {
    renderWithTheme(
      <DataTable label="Fruit" rows={undefined} loading columns={columns} getRowId={(r) => r.id} />,
    );
    const skeletons = screen.getAllByTestId('skeleton-row');
    // Enough to push what follows the table below the fold, each as tall as a real row (CLS).
    expect(skeletons).toHaveLength(20);
    expect(skeletons[0]?.style.height).toBe(`${ROW_HEIGHT}px`);
  });

  it('keeps the skeleton until the first rows are drawn: no commit shows neither', async () => {
    /** What the table's body holds at each commit of the page around it. */
    const seen: string[] = [];
    function Probe() {
      useLayoutEffect(() => {
        seen.push(
          screen.queryAllByTestId('skeleton-row').length > 0
            ? 'skeleton'
            : screen.queryAllByRole('row').length > 1
              ? 'rows'
              : 'nothing',
        );
      });
      return null;
    }
    let show: (rows: Fruit[]) => void = () => undefined;
    function Page() {
      const [rows, setRows] = useState<Fruit[] | undefined>(undefined);
      show = setRows;
      return (
        <>
          <DataTable
            label="Fruit"
            rows={rows}
            loading={rows === undefined}
            columns={columns}
            getRowId={(r) => r.id}
          />
          <Probe />
        </>
      );
    }
    renderWithTheme(<Page />);
    act(() => show(fruits(3)));
    await screen.findByText('Fruit 3');
    expect(seen).not.toContain('nothing');
    expect(seen.at(0)).toBe('skeleton');
  });

  it('draws every row of a page longer than a screenful (the rest after the first screenful)', async () => {
    renderWithTheme(
      <DataTable label="Fruit" rows={fruits(60)} columns={columns} getRowId={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(await within(table).findByText('Fruit 60')).toBeDefined();
    // The header row and 60 rows.
    expect(within(table).getAllByRole('row')).toHaveLength(61);
  });

  it('shows the empty state when the page has no rows', () => {
    renderWithTheme(
      <DataTable
        label="Fruit"
        rows={[]}
        columns={columns}
        getRowId={(r) => r.id}
        empty={{ title: 'No fruit yet', description: 'Add some.' }}
      />,
    );
    expect(screen.getByText('No fruit yet')).toBeTruthy();
    expect(screen.getByText('Add some.')).toBeTruthy();
  });

  it('shows the error with its request id and retries', async () => {
    const onRetry = vi.fn();
    const error = ApiError.fromBody(500, { detail: 'Database unavailable' }, 'req-123');
    const { user } = renderWithTheme(
      <DataTable
        label="Fruit"
        rows={undefined}
        error={error}
        onRetry={onRetry}
        columns={columns}
        getRowId={(r) => r.id}
      />,
    );
    const alert = screen.getByTestId('error-state');
    expect(within(alert).getByText('Could not load fruit')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    expect(within(alert).getByText('req-123')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for ascending, then descending order from a sortable header', async () => {
    function Sorted() {
      const [sort, setSort] = useState<{ sortBy: string; sortOrder: SortOrder }>({
        sortBy: 'id',
        sortOrder: 'desc',
      });
      return (
        <DataTable
          label="Fruit"
          rows={fruits(2)}
          columns={columns}
          getRowId={(r) => r.id}
          sort={sort}
          onSortChange={(sortBy, sortOrder) => setSort({ sortBy, sortOrder })}
        />
      );
    }
    const { user } = renderWithTheme(<Sorted />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // A column without sortKey is plain text.
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBe(
      null,
    );
  });

  it('selects rows one by one and all on the page', async () => {
    const onBulk = vi.fn();
    const { user } = renderWithTheme(<Selectable rows={fruits(3)} onBulk={onBulk} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Fruit 2' }));
    await user.click(screen.getByRole('button', { name: 'Bulk (1)' }));
    expect(onBulk).toHaveBeenLastCalledWith([2]);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Bulk (3)' }));
    expect(onBulk).toHaveBeenLastCalledWith([2, 1, 3]);
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Bulk (0)' })).toBeTruthy();
  });

  it('draws only the visible part of a long page', () => {
    // happy-dom lays nothing out: the scroll area shows 600 px, as a browser would.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    onTestFinished(() => {
      height.mockRestore();
      width.mockRestore();
    });
    renderWithTheme(
      <DataTable label="Fruit" rows={fruits(1000)} columns={columns} getRowId={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(1);
    expect(drawn).toBeLessThan(100);
    expect(screen.getByRole('region', { name: 'Fruit (scrollable)' })).toBeTruthy();
  });

  it('draws a row again only when that row changes (memoised rows)', async () => {
    const cell = vi.fn((row: Fruit) => row.name);
    const counted: DataTableColumn<Fruit>[] = [{ key: 'name', header: 'Name', cell }];
    const rows = fruits(3);
    const getRowId = (row: Fruit) => row.id;
    const rowLabel = (row: Fruit) => `Select ${row.name}`;
    function Page() {
      const selection = useRowSelection<number>('page-1');
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            Render again ({clicks})
          </button>
          <DataTable
            label="Fruit"
            rows={rows}
            columns={counted}
            getRowId={getRowId}
            selection={selection}
            rowLabel={rowLabel}
          />
        </>
      );
    }
    const { user } = renderWithTheme(<Page />);
    expect(cell).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Render again (0)' }));
    expect(cell).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('checkbox', { name: 'Select Fruit 2' }));
    expect(cell).toHaveBeenCalledTimes(4);
    expect(cell).toHaveBeenLastCalledWith(rows[1]);
  });

  it('shows a shadow at each edge that hides columns (sideways scrolling on a phone)', () => {
    renderWithTheme(
      <DataTable label="Fruit" rows={fruits(3)} columns={columns} getRowId={(r) => r.id} />,
    );
    const scroller = screen.getByRole('table', { name: 'Fruit' }).parentElement;
    const frame = scroller?.parentElement;
    if (!scroller || !frame) throw new Error('the table has no scroll container');
    expect(frame.hasAttribute('data-more-end')).toBe(false);
    // happy-dom lays nothing out: give the container a phone's width and the table its own.
    Object.defineProperty(scroller, 'clientWidth', { value: 360, configurable: true });
    Object.defineProperty(scroller, 'scrollWidth', { value: 600, configurable: true });
    act(() => {
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    expect(frame.hasAttribute('data-more-start')).toBe(false);
    // Read-only rows (no link, no button): the keyboard scrolls the table from its scroller.
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.getAttribute('aria-label')).toBe('Fruit (scrollable)');
    act(() => {
      scroller.scrollLeft = 240;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(frame.hasAttribute('data-more-start')).toBe(true);
    expect(frame.hasAttribute('data-more-end')).toBe(false);
  });

  describe('pinned columns (a phone: decision 054)', () => {
    interface Order {
      id: number;
      number: string;
      note: string;
      total: string;
    }
    const orderColumns: DataTableColumn<Order>[] = [
      { key: 'number', header: 'Order', cell: (row) => row.number },
      { key: 'note', header: 'Note', cell: (row) => row.note },
      { key: 'total', header: 'Total', cell: (row) => row.total, align: 'right', pin: 'end' },
      { key: 'by', header: 'By', cell: () => 'Thandi' },
    ];
    const orders = (count: number): Order[] =>
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        number: `CN-${String(index + 1).padStart(6, '0')}`,
        note: 'A long note that may wrap',
        total: 'R 1 000,00',
      }));
    const pins = (row: HTMLElement) =>
      Array.from(row.children, (cell) => cell.getAttribute('data-pin'));

    function SelectableOrders({ rows }: { rows: Order[] }) {
      const selection = useRowSelection<number>('orders');
      return (
        <DataTable
          label="Orders"
          rows={rows}
          columns={orderColumns}
          getRowId={(row) => row.id}
          selection={selection}
          rowLabel={(row) => `Select ${row.number}`}
        />
      );
    }

    it('pins the key (first) column at the start and a `pin: end` column at the end', () => {
      renderWithTheme(
        <DataTable label="Orders" rows={orders(2)} columns={orderColumns} getRowId={(r) => r.id} />,
      );
      const table = screen.getByRole('table', { name: 'Orders' });
      const [header, first] = within(table).getAllByRole('row');
      if (!header || !first) throw new Error('rows missing');
      expect(pins(header)).toEqual(['start', null, 'end', null]);
      expect(pins(first)).toEqual(['start', null, 'end', null]);
      // The key cell is the one that never wraps; the table has no checkbox column to pin beside it.
      expect(
        within(first).getByText('CN-000001').closest('td')?.hasAttribute('data-key-cell'),
      ).toBe(true);
      expect(table.hasAttribute('data-with-select')).toBe(false);
      // The pinned cells' rules apply inside the scroll frame.
      expect(table.parentElement?.parentElement?.className).toContain(pinClasses.pins);
    });

    it('pins the checkbox column beside the key, and tints a selected row under its pins', async () => {
      const { user } = renderWithTheme(<SelectableOrders rows={orders(2)} />);
      const table = screen.getByRole('table', { name: 'Orders' });
      expect(table.hasAttribute('data-with-select')).toBe(true);
      const [header, first] = within(table).getAllByRole('row');
      if (!header || !first) throw new Error('rows missing');
      expect(pins(header)).toEqual(['select', 'start', null, 'end', null]);
      expect(pins(first)).toEqual(['select', 'start', null, 'end', null]);
      expect(first.style.getPropertyValue('--pin-tint')).toBe('');
      await user.click(within(first).getByRole('checkbox', { name: 'Select CN-000001' }));
      expect(first.style.getPropertyValue('--pin-tint')).toContain('--mantine-primary-color-light');
    });

    it('keeps the pins on a virtualised page, and the keyboard moves through its rows', async () => {
      const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
      const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
      onTestFinished(() => {
        height.mockRestore();
        width.mockRestore();
      });
      const { user } = renderWithTheme(<SelectableOrders rows={orders(300)} />);
      const region = screen.getByRole('region', { name: 'Orders (scrollable)' });
      const rows = region.querySelectorAll<HTMLElement>('tbody tr[data-row-id]');
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.length).toBeLessThan(300);
      for (const row of rows) expect(pins(row)).toEqual(['select', 'start', null, 'end', null]);
      const first = rows[0];
      if (!first) throw new Error('no row');
      first.focus();
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(rows[1]);
    });
  });

  it('makes a named table scroller a focusable region only while it scrolls sideways', () => {
    renderWithTheme(
      <TableScroller label="Order lines">
        <table aria-label="Order lines">
          <tbody>
            <tr>
              <td data-pin="start">SKU-1042</td>
              <td data-pin="end">R 10,00</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    const scroller = screen.getByRole('table', { name: 'Order lines' }).parentElement;
    if (!scroller) throw new Error('no scroller');
    // Nothing to scroll: not a Tab stop.
    expect(screen.queryByRole('region', { name: 'Order lines (scrollable)' })).toBeNull();
    Object.defineProperty(scroller, 'clientWidth', { value: 358, configurable: true });
    Object.defineProperty(scroller, 'scrollWidth', { value: 620, configurable: true });
    act(() => {
      scroller.dispatchEvent(new Event('scroll'));
    });
    // A table with nothing focusable in it can be scrolled from the keyboard (axe).
    const region = screen.getByRole('region', { name: 'Order lines (scrollable)' });
    expect(region).toBe(scroller);
    expect(region.tabIndex).toBe(0);
  });

  it('keeps a scrolling list with links in its rows out of the Tab order (its links take focus)', () => {
    const linked: DataTableColumn<Fruit>[] = [
      { key: 'name', header: 'Name', cell: (row) => <a href={`/fruit/${row.id}`}>{row.name}</a> },
    ];
    renderWithTheme(
      <DataTable label="Fruit" rows={fruits(3)} columns={linked} getRowId={(r) => r.id} />,
    );
    const scroller = screen.getByRole('table', { name: 'Fruit' }).parentElement;
    if (!scroller) throw new Error('no scroller');
    Object.defineProperty(scroller, 'clientWidth', { value: 360, configurable: true });
    Object.defineProperty(scroller, 'scrollWidth', { value: 600, configurable: true });
    act(() => {
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(scroller.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Fruit (scrollable)' })).toBeNull();
  });

  it('is one Tab stop: arrows, Page keys, Home and End move through the rows; Enter follows a row', async () => {
    const opened = vi.fn();
    const linked: DataTableColumn<Fruit>[] = [
      {
        key: 'name',
        header: 'Name',
        cell: (row) => (
          <a
            href={`/fruit/${row.id}`}
            onClick={(event) => {
              event.preventDefault();
              opened(row.id);
            }}
          >
            {row.name}
          </a>
        ),
      },
    ];
    const { user } = renderWithTheme(
      <>
        <button type="button">Before</button>
        <DataTable label="Fruit" rows={fruits(30)} columns={linked} getRowId={(r) => r.id} />
      </>,
    );
    const row = (id: number) => document.querySelector(`tr[data-row-id="${id}"]`);
    await screen.findByText('Fruit 30');
    expect(
      Array.from(document.querySelectorAll('tr[data-row-id][tabindex="0"]'), (r) =>
        r.getAttribute('data-row-id'),
      ),
    ).toEqual(['1']);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(row(1));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(row(3));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row(2));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(row(12));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(row(30));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row(30));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(row(1));
    await user.keyboard('{ArrowDown}');
    // The row last focused is the list's Tab stop now.
    expect(row(2)?.getAttribute('tabindex')).toBe('0');
    expect(row(1)?.getAttribute('tabindex')).toBe('-1');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledWith(2);
  });

  it("presses a row's first button on Enter when the row has no link", async () => {
    const opened = vi.fn();
    const buttons: DataTableColumn<Fruit>[] = [
      {
        key: 'name',
        header: 'Name',
        cell: (row) => (
          <button type="button" onClick={() => opened(row.id)}>
            Open {row.name}
          </button>
        ),
      },
    ];
    const { user } = renderWithTheme(
      <DataTable label="Fruit" rows={fruits(3)} columns={buttons} getRowId={(r) => r.id} />,
    );
    (document.querySelector('tr[data-row-id="1"]') as HTMLElement).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(opened).toHaveBeenCalledWith(2);
  });

  it('offers "Skip to list" while a list has rows; it focuses the list\'s row', async () => {
    function Page() {
      const [rows, setRows] = useState<Fruit[]>([]);
      return (
        <>
          <SkipLink />
          <button type="button">Filter</button>
          <main>
            <DataTable label="Fruit" rows={rows} columns={columns} getRowId={(r) => r.id} />
          </main>
          <button type="button" onClick={() => setRows(fruits(3))}>
            Load
          </button>
        </>
      );
    }
    const { user } = renderWithTheme(<Page />);
    expect(screen.queryByRole('link', { name: 'Skip to list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to list' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.querySelector('tr[data-row-id="1"]'));
  });
});
