import type { OrderStatusValue } from '@back-office/domain';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import type { MantineColor } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

// The statuses and what each allows (`orderRules`) are `@back-office/domain`'s, as the API's.
/** A stock order's status (the contract's `OrderStatusValue`). */
export type StockOrderStatus = OrderStatusValue;

export const STOCK_ORDER_STATUS_LABELS: Readonly<Record<StockOrderStatus, string>> = STATUS_LABELS;

/** Filled badge colours with white text at 4.5:1 or better in every theme. */
export const ORDER_STATUS_COLORS: Readonly<Record<StockOrderStatus, MantineColor>> = STATUS_COLORS;
