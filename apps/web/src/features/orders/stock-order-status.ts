import type { Order } from '@back-office/api-client';
import type { MantineColor } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

export type StockOrderStatus = Order['status'];

/** Every status in lifecycle order (the status filter lists them so). */
export const ORDER_STATUSES = [
  'draft',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly StockOrderStatus[];

export const STOCK_ORDER_STATUS_LABELS: Readonly<Record<StockOrderStatus, string>> = {
  draft: 'Draft',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Filled badge colours with white text at 4.5:1 or better in every theme. */
export const ORDER_STATUS_COLORS: Readonly<Record<StockOrderStatus, MantineColor>> = STATUS_COLORS;

/** What the contract allows in each status (StockOrderStatus's description). */
export const orderRules = {
  /** Items change while draft, and on a failed order (corrected, then retried). */
  canEditItems: (status: StockOrderStatus) => status === 'draft' || status === 'failed',
  canProcess: (status: StockOrderStatus, itemCount: number) => status === 'draft' && itemCount > 0,
  canCancel: (status: StockOrderStatus) => status === 'draft' || status === 'processing',
  canRetry: (status: StockOrderStatus) => status === 'failed',
  canDownload: (status: StockOrderStatus) => status === 'completed',
  /** Refused (409) while processing. */
  canDelete: (status: StockOrderStatus) => status !== 'processing',
} as const;
