import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { ROW_HEIGHT } from './row-height.ts';

/** One object for every row, so memoised rows see the same style on each scroll. */
const ROW_STYLE: CSSProperties = { height: ROW_HEIGHT };

interface VirtualRowsProps<T> {
  readonly rows: readonly T[];
  readonly columnCount: number;
  readonly renderRow: (row: T, style?: CSSProperties) => ReactNode;
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  /** Height of the scroll area, used before it is measured. */
  readonly height: number;
}

/**
 * The rows of a long page, drawn only where the scroll area shows them. Spacer rows above and
 * below keep the table's native layout (and its semantics) intact.
 */
export function VirtualRows<T>({
  rows,
  columnCount,
  renderRow,
  scrollRef,
  height,
}: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1000, height },
    // Rows render in React's own batch rather than synchronously inside every scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 ? (
        <Table.Tr aria-hidden>
          <Table.Td colSpan={columnCount} style={{ height: top, padding: 0, border: 0 }} />
        </Table.Tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row, ROW_STYLE);
      })}
      {bottom > 0 ? (
        <Table.Tr aria-hidden>
          <Table.Td colSpan={columnCount} style={{ height: bottom, padding: 0, border: 0 }} />
        </Table.Tr>
      ) : null}
    </>
  );
}
