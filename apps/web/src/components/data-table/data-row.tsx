import { Table } from '@mantine/core';
import { type CSSProperties, memo, type ReactNode } from 'react';
import type { RowId } from './use-row-selection.ts';

/** A column kept in view while its table scrolls sideways (`pinned-columns.module.css`). */
export type ColumnPin = 'end';

/** One column as a row draws it (the `DataTableColumn` fields a cell needs). */
export interface RowColumn<T> {
  readonly key: string;
  readonly cell: (row: T) => ReactNode;
  readonly align?: 'left' | 'right' | 'center';
  readonly pin?: ColumnPin;
}

/** A cell's `data-pin`: the first column is the row's key, kept at the left edge (decision 054). */
export function columnPin(column: { readonly pin?: ColumnPin }, index: number) {
  return index === 0 ? 'start' : column.pin;
}

/** The `data-*` attributes Mantine's `Table.Tr` takes from its table (see `tableRowAttributes`). */
export type TableRowAttributes = Readonly<Record<`data-${string}`, string | true | undefined>>;

/**
 * The attributes Mantine's stylesheet reads on a body row of a `Table` drawn with
 * `withRowBorders` (the default), `highlightOnHover` and, when `striped`, odd stripes.
 */
export function tableRowAttributes(striped: boolean): TableRowAttributes {
  return {
    'data-with-row-border': true,
    'data-striped': striped ? 'odd' : undefined,
    'data-hover': true,
  };
}

// Mantine's table classes, set directly: `Table.Tr`/`Table.Td` resolve props, context and styles
// per cell (about a fifth of a route change's work on /products), for the same two classes.
export const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
export const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

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
  /** The table's row attributes (`tableRowAttributes`), one object for every row. */
  readonly tableAttributes: TableRowAttributes;
  /**
   * The row's place in the keyboard's path: 0 for the list's one roving stop, -1 for the other
   * rows (reached with the arrow keys), unset for a row that is not focusable.
   */
  readonly tabIndex?: 0 | -1;
}

// A light tint: links (primary colour) on a selected row keep a 4.5:1 contrast (axe).
const SELECTED_ROW_BG = 'color-mix(in srgb, var(--mantine-primary-color-light) 40%, transparent)';
// The pinned cells (decision 054) lay the same tint over their own ground.
const SELECTED_ROW_STYLE = { background: SELECTED_ROW_BG, '--pin-tint': SELECTED_ROW_BG };

/** A native checkbox in the theme's colour: a Mantine Checkbox per row costs ~4 elements and an SVG. */
const CHECKBOX_STYLE: CSSProperties = {
  width: 18,
  height: 18,
  margin: 0,
  verticalAlign: 'middle',
  accentColor: 'var(--mantine-primary-color-filled)',
  cursor: 'pointer',
};

const CHECKBOX_CELL_STYLE: CSSProperties = { width: 40 };
const ALIGN_STYLE: Record<'left' | 'right' | 'center', CSSProperties> = {
  left: { textAlign: 'left' },
  right: { textAlign: 'right' },
  center: { textAlign: 'center' },
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
  tableAttributes,
  tabIndex,
}: DataRowProps<T, Id>) {
  return (
    <tr
      className={ROW_CLASS}
      tabIndex={tabIndex}
      {...tableAttributes}
      data-row-id={id}
      style={checked ? { ...style, ...SELECTED_ROW_STYLE } : style}
      data-selected={checked || undefined}
      {...rowProps?.(row)}
    >
      {checked === undefined ? null : (
        <td className={CELL_CLASS} style={CHECKBOX_CELL_STYLE} data-pin="select">
          <input
            type="checkbox"
            aria-label={checkboxLabel}
            checked={checked}
            disabled={!selectable}
            onChange={() => onToggle(id)}
            style={selectable ? CHECKBOX_STYLE : { ...CHECKBOX_STYLE, cursor: 'not-allowed' }}
          />
        </td>
      )}
      {columns.map((column, index) => (
        <td
          key={column.key}
          className={CELL_CLASS}
          style={column.align ? ALIGN_STYLE[column.align] : undefined}
          // The row's key (an order number, a code): one line, never broken over three.
          data-key-cell={index === 0 || undefined}
          data-pin={columnPin(column, index)}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

export const DataRow = memo(DataRowInner) as typeof DataRowInner;
