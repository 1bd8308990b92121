import { Box, Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useChosenColumns } from './column-chooser.tsx';
import { type ColumnPin, columnPin, DataRow, tableRowAttributes } from './data-row.tsx';
import { useListPresence } from './list-focus.ts';
import type { SortOrder } from './list-search.ts';
import { EmptyBlock, type EmptyContent, ErrorState, SkeletonRows } from './states.tsx';
import { TableScroller } from './table-scroller.tsx';
import type { RowId, RowSelection } from './use-row-selection.ts';
import { VirtualRows } from './virtual-rows.tsx';

export interface DataTableColumn<T> {
  /** Unique per table. */
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** The API's `sort_by` value; when set, the header is a sort button. */
  readonly sortKey?: string;
  readonly width?: CSSProperties['width'];
  /** Kept even when the table is wider than its frame (the width a user chose: decision 055). */
  readonly minWidth?: number;
  /** @default 'left' */
  readonly align?: 'left' | 'right' | 'center';
  /**
   * `'end'`: the row's total (or the one figure a phone must show), kept in view at the right
   * edge while the table scrolls sideways; one per table. The first column, the row's key, is
   * always kept at the left edge (decision 054).
   */
  readonly pin?: ColumnPin;
}

export interface DataTableProps<T, Id extends RowId> {
  /** The rows of the current page; `undefined` while the first page loads. */
  readonly rows: readonly T[] | undefined;
  readonly columns: readonly DataTableColumn<T>[];
  readonly getRowId: (row: T) => Id;
  /** The table's accessible name, e.g. "Products". */
  readonly label: string;
  /** Shows skeleton rows (only when there are no rows yet). */
  readonly loading?: boolean;
  /** A failed load: shown instead of the rows with a Retry button. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  readonly sort?: { readonly sortBy: string; readonly sortOrder: SortOrder };
  readonly onSortChange?: (sortBy: string, sortOrder: SortOrder) => void;
  /** Adds a checkbox column; omit when the user may not act on several rows. */
  readonly selection?: RowSelection<Id>;
  /** The accessible name of a row's checkbox, e.g. `Select ${row.name}`. */
  readonly rowLabel?: (row: T) => string;
  /** Rows that cannot be selected get a disabled checkbox. */
  readonly isRowSelectable?: (row: T) => boolean;
  readonly empty?: EmptyContent;
  /** Rows beyond which the body is virtualised. @default 100 */
  readonly virtualizeAbove?: number;
  /** Height of the scroll area of a virtualised body. @default 600 */
  readonly maxHeight?: number;
  /** Skeleton rows while the first page loads (a page fills the screen: see `SkeletonRows`). @default 20 */
  readonly skeletonRows?: number;
  /** Extra attributes of a row (`data-testid`, `data-status`…). */
  readonly rowProps?: (row: T) => Record<string, string | number | boolean | undefined>;
  /** Greys the rows while a new page loads over the old one. */
  readonly fetching?: boolean;
  /**
   * The list (its route, e.g. `/orders`) whose columns the user may choose: adds the "Columns"
   * chooser above the table and draws the columns as the user set them (decision 055).
   */
  readonly columnSettings?: string;
}

const ignoreToggle = () => {};

const HEADER_STYLE: CSSProperties = { whiteSpace: 'nowrap' };
// Striped as the table below is: a short page is, a virtualised one is not (rows move).
const STRIPED_ROW_ATTRIBUTES = tableRowAttributes(true);
const VIRTUAL_ROW_ATTRIBUTES = tableRowAttributes(false);

/** Below this width the table scrolls sideways (a phone) rather than squeezing its columns. */
const MIN_TABLE_WIDTH = 600;

function SortHeader(props: {
  label: ReactNode;
  sortKey: string;
  sort?: DataTableProps<unknown, RowId>['sort'];
  onSortChange?: (sortBy: string, sortOrder: SortOrder) => void;
}) {
  const { label, sortKey, sort, onSortChange } = props;
  const active = sort?.sortBy === sortKey;
  const Icon = !active ? IconArrowsSort : sort?.sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  const next: SortOrder = active && sort?.sortOrder === 'asc' ? 'desc' : 'asc';
  return (
    <UnstyledButton
      onClick={() => onSortChange?.(sortKey, next)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        font: 'inherit',
        color: 'inherit',
      }}
      data-sort-key={sortKey}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
    </UnstyledButton>
  );
}

/** Rows a Page Up / Page Down moves. */
const PAGE_ROWS = 10;

/** The body row an event came from, when the row itself (not a control in it) has focus. */
function focusedRow(event: { target: EventTarget }): HTMLTableRowElement | null {
  const target = event.target;
  return target instanceof HTMLTableRowElement && target.dataset.rowId !== undefined
    ? target
    : null;
}

/**
 * Roving focus through the rows (issue 39 item 3): the list is one Tab stop, its current row;
 * ↑ ↓ Page Up, Page Down, Home and End move between rows, Enter follows the row's first link
 * (or presses its first button).
 */
function onRowKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
  const row = focusedRow(event);
  if (!row) return;
  const rows = Array.from(
    event.currentTarget.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-row-id]'),
  );
  const index = rows.indexOf(row);
  const target = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + PAGE_ROWS,
    PageUp: index - PAGE_ROWS,
    Home: 0,
    End: rows.length - 1,
  }[event.key];
  if (target !== undefined) {
    event.preventDefault();
    rows[Math.max(0, Math.min(rows.length - 1, target))]?.focus();
  } else if (event.key === 'Enter') {
    // Its first link, else its first button (a list's "Open order ORD-…" is a button).
    const link =
      row.querySelector<HTMLElement>('a[href]') ??
      row.querySelector<HTMLElement>('button:not(:disabled)');
    if (!link) return;
    event.preventDefault();
    link.click();
  }
}

function ariaSort(
  column: DataTableColumn<never>,
  sort: DataTableProps<unknown, RowId>['sort'],
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortKey) return undefined;
  if (sort?.sortBy !== column.sortKey) return 'none';
  return sort.sortOrder === 'asc' ? 'ascending' : 'descending';
}

/**
 * The one table of the app: sortable headers bound to the URL, row selection for bulk
 * actions, skeleton / empty / error states, and a virtualised body for long pages.
 * Pagination and the bulk bar are separate (`DataTablePagination`, `BulkActionBar`).
 *
 * @example
 * <DataTable label="Products" rows={data?.products} loading={isPending} error={error}
 *   onRetry={refetch} columns={columns} getRowId={(p) => p.id} sort={list.sort}
 *   onSortChange={list.setSort} selection={canDelete ? selection : undefined} />
 */
export function DataTable<T, Id extends RowId>(props: DataTableProps<T, Id>) {
  const {
    getRowId,
    label,
    error,
    onRetry,
    sort,
    onSortChange,
    selection,
    rowLabel,
    isRowSelectable,
    empty,
    virtualizeAbove = 100,
    maxHeight = 600,
    skeletonRows = 20,
    rowProps,
    fetching,
  } = props;
  // New rows (the first, a search's, a filter's, another page's) are drawn in a transition, which
  // React splits into short tasks and interrupts for the next keystroke; what was drawn before
  // them (rows or the skeleton) stays until then (decision 075).
  const rows = useDeferredValue(props.rows);
  // The skeleton stays while the first rows are drawn: no frame between has neither.
  const loading = props.loading || (rows === undefined && props.rows !== undefined);
  const { columns, chooser } = useChosenColumns(props.columns, props.columnSettings, props.label);
  const scrollRef = useRef<HTMLDivElement>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
  }, []);
  // The first page of rows draws a screenful first (as many rows as the skeleton) and the rest
  // in a transition, which React interrupts to keep the page responsive: a cold page is not one
  // long task (decision 030). Later pages draw at once.
  const [drawAll, setDrawAll] = useState(false);
  const hasRows = (rows?.length ?? 0) > 0;
  useEffect(() => {
    if (hasRows && !drawAll) startTransition(() => setDrawAll(true));
  }, [hasRows, drawAll]);
  const bodyRows = drawAll ? rows : rows?.slice(0, skeletonRows);
  useListPresence(hasRows);
  // The row that is the list's Tab stop: the last one focused while it is on the page, else the first.
  const [activeId, setActiveId] = useState<Id | undefined>(undefined);
  const stopId =
    activeId !== undefined && rows?.some((row) => getRowId(row) === activeId)
      ? activeId
      : rows?.[0] === undefined
        ? undefined
        : getRowId(rows[0]);
  const onRowFocus = (event: { target: EventTarget }) => {
    const row = focusedRow(event);
    if (!row) return;
    const id = rows?.map(getRowId).find((candidate) => String(candidate) === row.dataset.rowId);
    if (id !== undefined) setActiveId(id);
  };

  if (error && !rows?.length) {
    return <ErrorState error={error} what={label.toLowerCase()} onRetry={onRetry} />;
  }

  const columnCount = columns.length + (selection ? 1 : 0);
  const pageIds = (rows ?? [])
    .filter((row) => !isRowSelectable || isRowSelectable(row))
    .map(getRowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const virtual = (rows?.length ?? 0) > virtualizeAbove;
  const renderRow = (row: T, style?: CSSProperties) => {
    const id = getRowId(row);
    return (
      <DataRow
        key={id}
        row={row}
        id={id}
        columns={columns}
        checked={selection ? selection.isSelected(id) : undefined}
        selectable={!isRowSelectable || isRowSelectable(row)}
        checkboxLabel={rowLabel ? rowLabel(row) : `Select row ${id}`}
        onToggle={selection?.toggle ?? ignoreToggle}
        rowProps={rowProps}
        style={style}
        tableAttributes={virtual ? VIRTUAL_ROW_ATTRIBUTES : STRIPED_ROW_ATTRIBUTES}
        tabIndex={id === stopId ? 0 : -1}
      />
    );
  };
  const showEmpty = !loading && rows !== undefined && rows.length === 0;

  const table = (
    <Table
      miw={MIN_TABLE_WIDTH}
      striped={!virtual}
      highlightOnHover
      verticalSpacing="xs"
      stickyHeader={virtual}
      aria-label={label}
      data-with-select={selection ? true : undefined}
      aria-busy={loading || fetching ? true : undefined}
      style={{ opacity: fetching && !loading ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={40} data-pin="select">
              <Checkbox
                aria-label="Select all rows on this page"
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                disabled={pageIds.length === 0}
                onChange={() => selection.setMany(pageIds, !allSelected)}
              />
            </Table.Th>
          ) : null}
          {columns.map((column, index) => (
            <Table.Th
              key={column.key}
              data-pin={columnPin(column, index)}
              w={column.width}
              miw={column.minWidth}
              ta={column.align}
              // One line: columns widen when the rows replace the skeletons, and a header that
              // wrapped then would move the whole body down (CLS).
              style={HEADER_STYLE}
              aria-sort={ariaSort(column as DataTableColumn<never>, sort)}
            >
              {column.sortKey && onSortChange ? (
                <SortHeader
                  label={column.header}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSortChange={onSortChange}
                />
              ) : (
                column.header
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody onKeyDown={onRowKeyDown} onFocus={onRowFocus}>
        {loading && !rows?.length ? (
          <SkeletonRows
            columns={columnCount}
            rows={skeletonRows}
            attributes={virtual ? VIRTUAL_ROW_ATTRIBUTES : STRIPED_ROW_ATTRIBUTES}
          />
        ) : virtual && rows ? (
          <VirtualRows
            rows={rows}
            columnCount={columnCount}
            renderRow={renderRow}
            scrollRef={scrollRef}
            height={maxHeight}
          />
        ) : (
          bodyRows?.map((row) => renderRow(row))
        )}
      </Table.Tbody>
    </Table>
  );

  return (
    <Box>
      {chooser ? (
        <Group justify="flex-end" mb={6}>
          {chooser}
        </Group>
      ) : null}
      {/* One scroll container in both modes: the scroll cue follows it (sideways on a phone). */}
      <TableScroller
        scrollerRef={attachScroller}
        maxHeight={virtual ? maxHeight : undefined}
        label={label}
      >
        {table}
      </TableScroller>
      {showEmpty ? <EmptyBlock {...(empty ?? { title: 'Nothing here yet' })} /> : null}
    </Box>
  );
}
