import { StatusBadge } from '../../components/status-badge.tsx';
import {
  ORDER_STATUS_COLORS,
  STOCK_ORDER_STATUS_LABELS,
  type StockOrderStatus,
} from './stock-order-status.ts';

/** An order's status as a filled badge. */
export function StockOrderStatusBadge({ status }: { status: StockOrderStatus }) {
  return (
    <StatusBadge
      status={status}
      label={STOCK_ORDER_STATUS_LABELS[status]}
      color={ORDER_STATUS_COLORS[status]}
    />
  );
}
