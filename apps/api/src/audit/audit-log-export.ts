import type { Queryable } from '../db/db.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import {
  AUDIT_FROM,
  type AuditLogFilters,
  auditLogOrder,
  auditLogWhere,
} from './audit-log-filters.ts';
import { AUDIT_COLUMNS, type AuditRow } from './audit-row.ts';

const actorName = (r: AuditRow) =>
  `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.actor_email ?? '');

/** The audit entries of the list's filters and sort, as an export (`audit_log_<day>.csv`). */
export function auditLogExport(db: Queryable, q: AuditLogFilters): ListExport<AuditRow> {
  return {
    name: 'audit_log',
    sheet: 'Audit log',
    columns: [
      { header: 'When (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Who', value: actorName, width: 22 },
      { header: 'Email', value: (r) => r.actor_email, width: 28 },
      { header: 'Action', value: (r) => r.action },
      { header: 'Resource', value: (r) => r.resource, width: 18 },
      // What the record is called (a business number, a name: decision 052); its id apart.
      { header: 'Record', value: (r) => r.record_label, width: 24 },
      { header: 'Record id', value: (r) => r.record_id, kind: 'number' },
      { header: 'Summary', value: (r) => r.summary, width: 60 },
      { header: 'Request id', value: (r) => r.request_id, width: 36 },
      { header: 'IP address', value: (r) => r.ip_address, width: 16 },
    ],
    batches: orderedBatches<AuditRow>(db, {
      columns: AUDIT_COLUMNS,
      from: AUDIT_FROM,
      where: auditLogWhere(q),
      orderBy: auditLogOrder(q),
      id: 'a.id',
    }),
  };
}
