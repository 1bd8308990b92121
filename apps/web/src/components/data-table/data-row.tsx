import { Table } from '@mantine/core';
import { type CSSProperties, memo, type ReactNode } from 'react';
import type { RowId } from './use-row-selection.ts';

/** One column as a row draws it (the `DataTableColumn` fields a cell needs). */
export interface RowColumn<T> {
  readonly key: string;
  readonly cell: (row: T) => ReactNode;
  readonly align?: 'left' | 'right' | 'center';
}

export interface DataRowProps<T, Id extends RowId> {
  readonly row: T;
  readonly id: Id;
  readonly columns: readonly RowColumn<T>[];
  /** `undefined`: the table has no selection column. */
  readonly checked: boolean | undefined;
  readonly selectable: boolean;
  readonly checkboxLabel: string;
  readonly onToggle: (id: Id) => void;
  readonly rowProps?: (row: T) => Record<string, string | number | boolean | undefined>;
  readonly style?: CSSProperties;
}

// A light tint: links (primary colour) on a selected row keep a 4.5:1 contrast (axe).
const SELECTED_ROW_BG = 'color-mix(in srgb, var(--mantine-primary-color-light) 40%, transparent)';

/** A native checkbox in the theme's colour: a Mantine Checkbox per row costs ~4 elements and an SVG. */
const CHECKBOX_STYLE: CSSProperties = {
  width: 18,
  height: 18,
  margin: 0,
  verticalAlign: 'middle',
  accentColor: 'var(--mantine-primary-color-filled)',
  cursor: 'pointer',
};

/**
 * One body row of `DataTable`. Memoised: while a long page scrolls only the rows that come into
 * view render, not every visible row on each scroll event.
 */
function DataRowInner<T, Id extends RowId>({
  row,
  id,
  columns,
  checked,
  selectable,
  checkboxLabel,
  onToggle,
  rowProps,
  style,
}: DataRowProps<T, Id>) {
  return (
    <Table.Tr
      data-row-id={id}
      style={checked ? { ...style, background: SELECTED_ROW_BG } : style}
      data-selected={checked || undefined}
      {...rowProps?.(row)}
    >
      {checked === undefined ? null : (
        <Table.Td w={40}>
          <input
            type="checkbox"
            aria-label={checkboxLabel}
            checked={checked}
            disabled={!selectable}
            onChange={() => onToggle(id)}
            style={selectable ? CHECKBOX_STYLE : { ...CHECKBOX_STYLE, cursor: 'not-allowed' }}
          />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

export const DataRow = memo(DataRowInner) as typeof DataRowInner;
