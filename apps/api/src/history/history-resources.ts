import type { Schemas } from '@back-office/api-client';
import { type Requirement, routeRequirement } from '@back-office/permissions';
import type { PathParams } from '../http/handlers.ts';

/** A kind of record with a history: `GET /api/history/{resource}/{id}`. */
export type HistoryResource = PathParams<'getRecordHistory'>['resource'];

interface HistorySource {
  /** Who may read one such record: the `x-required` of the record's own GET. */
  readonly read: Requirement;
  /** The table the record lives in (a fixed name, never input). */
  readonly table: string;
  /** The audit resource of its lines, whose entries carry the record's id in `parent_id`. */
  readonly lines?: Schemas['AuditResource'];
}

/** Each kind of record: who may read it, where it lives and its lines' audit resource. */
export const HISTORY_SOURCES: Record<HistoryResource, HistorySource> = {
  orders: { read: { permission: 'orders:read' }, table: 'orders', lines: 'order_items' },
  consultants: { read: { permission: 'consultants:read' }, table: 'consultants' },
  consultant_orders: {
    read: { permission: 'consultant_orders:read' },
    table: 'consultant_orders',
    lines: 'consultant_order_items',
  },
  combined_orders: { read: { permission: 'combined_orders:read' }, table: 'combined_orders' },
  invoices: { read: { permission: 'invoices:read' }, table: 'invoices', lines: 'invoice_items' },
  periods: { read: { auth: 'login' }, table: 'periods' },
  users: { read: { role: 'admin' }, table: 'users' },
  distributor_orders: {
    read: { permission: 'distributor_orders:read' },
    table: 'distributor_orders',
  },
};

/** Who may see archived periods (the period screens' own rule). */
export const MANAGES_PERIODS = routeRequirement('/admin/periods');
