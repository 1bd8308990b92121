import { AuthContext, type AuthContextValue } from '@back-office/hooks/auth';
import { VisuallyHidden } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { columnLabel, moveColumn, toggleColumn } from './column-chooser.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import {
  applyColumnSettings,
  columnSettingsKey,
  DEFAULT_COLUMN_SETTINGS,
  parseColumnSettings,
} from './use-column-settings.ts';

interface Order {
  id: number;
  reference: string;
  status: string;
  total: string;
}

const columns: DataTableColumn<Order>[] = [
  { key: 'reference', header: 'Reference', cell: (row) => row.reference },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  { key: 'total', header: 'Total', cell: (row) => row.total },
];

const rows: Order[] = [{ id: 1, reference: 'ORD-1', status: 'Draft', total: 'R 10.00' }];

const headers = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** The table as a signed-in user sees it (the settings are that user's). */
function renderOrders(userId = 7) {
  const auth = { user: makeUser(['admin'], { id: userId }) } as unknown as AuthContextValue;
  return renderWithTheme(
    <AuthContext.Provider value={auth}>
      <DataTable
        label="Orders"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        columnSettings="/orders"
      />
    </AuthContext.Provider>,
  );
}

describe('column settings', () => {
  it('orders, hides and sizes columns; the first (the key) stays first and shown', () => {
    const settings = {
      order: ['total', 'reference', 'status'],
      hidden: ['reference', 'status'],
      widths: { total: 160 },
    };
    const shown = applyColumnSettings(columns, settings);
    expect(shown.map((column) => column.key)).toEqual(['reference', 'total']);
    expect(shown[1]?.width).toBe(160);
    // A column the list gained since the settings were kept comes at the end.
    expect(applyColumnSettings(columns, { ...settings, order: ['total'], hidden: [] })).toEqual([
      columns[0],
      { ...columns[2], width: 160, minWidth: 160 },
      columns[1],
    ]);
    expect(toggleColumn(columns, DEFAULT_COLUMN_SETTINGS, 'reference', false)).toBe(
      DEFAULT_COLUMN_SETTINGS,
    );
    expect(moveColumn(columns, DEFAULT_COLUMN_SETTINGS, 'total', -1).order).toEqual([
      'total',
      'status',
    ]);
    expect(moveColumn(columns, DEFAULT_COLUMN_SETTINGS, 'status', -1)).toBe(
      DEFAULT_COLUMN_SETTINGS,
    );
  });

  it('reads back only what the contract takes (bad keys, widths and shapes dropped)', () => {
    expect(
      parseColumnSettings({
        order: ['a', 'b c', 3, 'a'],
        hidden: 'x',
        widths: { a: 10, b: 200.4, 'c d': 100, e: '90' },
      }),
    ).toEqual({ order: ['a'], hidden: [], widths: { b: 200 } });
    expect(parseColumnSettings(null)).toEqual(DEFAULT_COLUMN_SETTINGS);
  });

  it('names a header by its words, a visually hidden one included', () => {
    expect(columnLabel({ key: 'actions', header: <VisuallyHidden>Actions</VisuallyHidden> })).toBe(
      'Actions',
    );
    expect(columnLabel({ key: 'icon', header: null })).toBe('icon');
  });
});

describe('ColumnChooser in a DataTable', () => {
  it('hides, moves and sizes columns from named controls; kept per user across a reload', async () => {
    const { user, unmount } = renderOrders();
    expect(headers()).toEqual(['Reference', 'Status', 'Total']);
    await user.click(screen.getByRole('button', { name: 'Columns of Orders' }));
    const choices = await screen.findByRole('group', { name: 'Columns of Orders' });
    // The key column cannot be hidden.
    expect(within(choices).getByRole('checkbox', { name: 'Show Reference' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(choices).getByRole('checkbox', { name: 'Show Status' }));
    expect(headers()).toEqual(['Reference', 'Total']);
    await user.click(within(choices).getByRole('checkbox', { name: 'Show Status' }));
    await user.click(within(choices).getByRole('button', { name: 'Move Total up' }));
    expect(headers()).toEqual(['Reference', 'Total', 'Status']);
    await user.selectOptions(within(choices).getByRole('combobox', { name: 'Width of Total' }), [
      '200',
    ]);
    const total = screen.getAllByRole('columnheader')[1];
    // 200 px, as Mantine writes it (rem of the theme's scale).
    expect(total?.style.width).toContain('12.5rem');
    expect(total?.style.minWidth).toContain('12.5rem');

    const kept = JSON.parse(localStorage.getItem(columnSettingsKey(7, '/orders')) ?? 'null');
    expect(kept).toEqual({ order: ['total', 'status'], hidden: [], widths: { total: 200 } });
    unmount();

    // A reload draws them as left; another user of this browser has the list's own columns.
    const again = renderOrders();
    expect(headers()).toEqual(['Reference', 'Total', 'Status']);
    again.unmount();
    renderOrders(8);
    expect(headers()).toEqual(['Reference', 'Status', 'Total']);
  });

  it('Reset brings back the list’s own columns', async () => {
    localStorage.setItem(
      columnSettingsKey(7, '/orders'),
      JSON.stringify({ order: [], hidden: ['total'], widths: {} }),
    );
    const { user } = renderOrders();
    expect(headers()).toEqual(['Reference', 'Status']);
    expect(screen.getByRole('button', { name: 'Columns of Orders' }).textContent).toContain(
      '1 hidden',
    );
    await user.click(screen.getByRole('button', { name: 'Columns of Orders' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(headers()).toEqual(['Reference', 'Status', 'Total']);
    expect(localStorage.getItem(columnSettingsKey(7, '/orders'))).toBeNull();
  });
});
