import type { Context } from 'hono';
import { CONSENT_SELECT, type ConsentFormRow, toConsentForm } from '../consultants/consent-form.ts';
import type { Queryable } from '../db/db.ts';
import { listSavedViews } from '../navigation/saved-views.ts';
import { findTemplate, toTemplate } from '../templates/template-row.ts';
import type { AppEnv } from './env.ts';
import { userOf } from './input.ts';
import type { OperationId } from './operation-types.ts';

type Params = Record<string, unknown>;

/** How an operation's record is found, locked and answered in a 412 (decision 041). */
export interface VersionedRecord {
  /** The table whose `version` column is the record's ETag. */
  readonly table: string;
  /** The record's id: from the path, or a line's parent through the line's row. */
  readonly recordId: (params: Params, db: Queryable) => Promise<number | undefined>;
  /** A further condition the row must meet for this caller (`[column, value]`). */
  readonly scope?: (c: Context<AppEnv>) => readonly [string, unknown];
  /** The record as its GET answers it: a read operation's handler, or a loader. */
  readonly current:
    | { readonly operation: OperationId; readonly params: (id: number) => Params }
    | ((db: Queryable, id: number, c: Context<AppEnv>) => Promise<unknown>);
}

const pathId =
  (name = 'id') =>
  async (params: Params) =>
    typeof params[name] === 'number' ? params[name] : undefined;

const byId = (operation: OperationId) => ({ operation, params: (id: number) => ({ id }) });

const order: VersionedRecord = { table: 'orders', recordId: pathId(), current: byId('getOrder') };
const consultant: VersionedRecord = {
  table: 'consultants',
  recordId: pathId(),
  current: byId('getConsultant'),
};
const consultantOrder: VersionedRecord = {
  table: 'consultant_orders',
  recordId: pathId(),
  current: byId('getConsultantOrder'),
};
const consultantOrderOfItem: VersionedRecord = {
  ...consultantOrder,
  recordId: async (params, db) => {
    const rows = await db.query<{ id: number }>(
      'SELECT consultant_order_id AS id FROM consultant_order_items WHERE id = $1',
      [params.itemId],
    );
    return rows[0]?.id;
  },
};
const invoice: VersionedRecord = {
  table: 'invoices',
  recordId: pathId(),
  current: byId('getInvoice'),
};
const period: VersionedRecord = {
  table: 'periods',
  recordId: pathId(),
  current: byId('getPeriod'),
};
const user: VersionedRecord = {
  table: 'users',
  recordId: pathId('userId'),
  current: { operation: 'getUser', params: (userId) => ({ userId }) },
};
const distributorOrder: VersionedRecord = {
  table: 'distributor_orders',
  recordId: pathId(),
  current: byId('getDistributorOrder'),
};
const consentForm: VersionedRecord = {
  table: 'consent_forms',
  recordId: pathId(),
  current: async (db, id) => {
    const rows = await db.query<ConsentFormRow>(`${CONSENT_SELECT} WHERE f.id = $1`, [id]);
    return rows[0] && toConsentForm(rows[0]);
  },
};
const template = (kind: 'product' | 'distributor'): VersionedRecord => ({
  table: 'templates',
  recordId: pathId(),
  scope: () => ['kind', kind],
  current: async (db, id) => {
    const row = await findTemplate(db, kind, id);
    return row && toTemplate(row);
  },
});
const savedView: VersionedRecord = {
  table: 'saved_views',
  recordId: pathId(),
  scope: (c) => ['user_id', userOf(c).id],
  current: async (db, id, c) =>
    (await listSavedViews(db, userOf(c).id)).find((view) => view.id === id),
};

/** The business's details: one row, id 1 (decision 049). */
const businessDetails: VersionedRecord = {
  table: 'business_details',
  recordId: async () => 1,
  current: { operation: 'getBusinessDetails', params: () => ({}) },
};

/**
 * Every operation that changes or deletes a versioned record, with that record: it requires
 * `If-Match` (428 without, 412 when stale). Lines, payments and roles are their parent's.
 * The contract declares `IfMatch` on exactly these (the precondition tests check both ways).
 */
export const versionedOperations: Partial<Record<OperationId, VersionedRecord>> = {
  deleteOrder: order,
  updateOrderItem: order,
  deleteOrderItem: order,
  updateConsultant: consultant,
  deleteConsultant: consultant,
  deleteConsentForm: consentForm,
  updateConsultantOrder: consultantOrder,
  deleteConsultantOrder: consultantOrder,
  updateConsultantOrderItem: consultantOrderOfItem,
  deleteConsultantOrderItem: consultantOrderOfItem,
  updateInvoice: invoice,
  deleteInvoice: invoice,
  recordInvoicePayment: invoice,
  updateInvoiceItem: invoice,
  deleteInvoiceItem: invoice,
  updatePeriod: period,
  deletePeriod: period,
  activatePeriod: period,
  closePeriod: period,
  archivePeriod: period,
  updateUser: user,
  setUserRoles: user,
  deleteTemplate: template('product'),
  deleteDistributorTemplate: template('distributor'),
  updateDistributorOrder: distributorOrder,
  deleteDistributorOrder: distributorOrder,
  renameSavedView: savedView,
  deleteSavedView: savedView,
  updateBusinessDetails: businessDetails,
};
