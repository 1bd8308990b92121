import { checkRequirement } from '@back-office/permissions';
import type { Context } from 'hono';
import { toAuditLog } from '../audit/audit-row.ts';
import { assertOrderInScope, distributorScopeOf } from '../distributor-orders/scope.ts';
import {
  HISTORY_SOURCES,
  type HistoryResource,
  MANAGES_PERIODS,
} from '../history/history-resources.ts';
import { findHistoryRecord, recordHistory } from '../history/record-history.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';

/** The history of one record: its audit entries, for anyone who may read the record. */
export function historyHandlers(deps: AppDeps) {
  const { db } = deps;

  /** 403 when the caller may not read records of this kind; 404 when not this one. */
  async function assertReadable(c: Context<AppEnv>, resource: HistoryResource, id: number) {
    const source = HISTORY_SOURCES[resource];
    const user = userOf(c);
    if (!checkRequirement(user, source.read).allowed) {
      throw forbidden(`You do not have permission to read the history of ${resource}`);
    }
    if (resource === 'distributor_orders') {
      await assertOrderInScope(db, await distributorScopeOf(db, user), id);
      return;
    }
    const row = await findHistoryRecord(db, resource, id);
    if (!row || (row.archived && !checkRequirement(user, MANAGES_PERIODS).allowed)) {
      throw notFound('Record not found');
    }
  }

  return {
    getRecordHistory: async (c, { params, query, json }) => {
      const { resource, id } = params;
      await assertReadable(c, resource, id);
      const { rows, total } = await recordHistory(db, resource, id, query);
      return json(200, {
        audit_logs: rows.map(toAuditLog),
        total,
        skip: query.skip,
        limit: query.limit,
      });
    },
  } satisfies HandlerGroup;
}
