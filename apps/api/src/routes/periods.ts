import { checkRequirement, routeRequirement } from '@back-office/permissions';
import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { deletePeriod } from '../periods/delete-period.ts';
import { listPeriods } from '../periods/period-export.ts';
import { findActivePeriod, loadPeriod, periodNotFound, toPeriod } from '../periods/period-row.ts';
import { insertPeriod, updatePeriod } from '../periods/save-period.ts';
import {
  closeActivePeriod,
  lockPeriodActivation,
  transitionPeriod,
} from '../periods/transitions.ts';

/**
 * §4 "Archived periods cannot be viewed or selected": only those who may open the admin periods
 * screen (`/admin/periods`) ever get one, from the list or by id.
 */
function managesPeriods(c: Context<AppEnv>): boolean {
  return checkRequirement(c.get('user'), routeRequirement('/admin/periods')).allowed;
}

/** Accounting periods: list, read, the active one, and (admin) create, edit, delete, lifecycle. */
export function periodHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    listPeriods: async (c, { query: q, json }) => {
      const { rows, total } = await listPeriods(db, q, managesPeriods(c));
      return json(200, {
        periods: rows.map(toPeriod),
        total,
        skip: q.skip,
        limit: q.limit,
      });
    },
    createPeriod: async (c, { body, json }) => {
      const row = await db.transaction(async (tx) => {
        const created = await insertPeriod(tx, body, userOf(c).id, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'periods',
          recordId: created.id,
          summary: `Created period ${created.name} (${created.start_date} to ${created.end_date})`,
        });
        return created;
      });
      return json(201, toPeriod(row));
    },
    getActivePeriod: async (_c, { json }) => {
      const row = await findActivePeriod(db);
      if (!row) throw periodNotFound();
      return json(200, toPeriod(row));
    },
    getPeriod: async (c, { params, json }) => {
      const row = await loadPeriod(db, params.id);
      if (row.status === 'archived' && !managesPeriods(c)) throw periodNotFound();
      return json(200, toPeriod(row));
    },
    updatePeriod: async (c, { params, body, json }) => {
      const { id } = params;
      const changes = body;
      const row = await db.transaction(async (tx) => {
        const updated = await updatePeriod(tx, id, changes, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'periods',
          recordId: id,
          summary: `Updated period ${updated.name} (${Object.keys(changes).join(', ')})`,
        });
        return updated;
      });
      return json(200, toPeriod(row));
    },
    deletePeriod: async (c, { params }) => {
      const { id } = params;
      await db.transaction(async (tx) => {
        const deleted = await deletePeriod(tx, id);
        await audit(tx, c, {
          action: 'delete',
          resource: 'periods',
          recordId: id,
          summary: `Deleted draft period ${deleted.name}`,
        });
      });
      return noContent(c);
    },
    activatePeriod: async (c, { params, json }) => {
      const { id } = params;
      const row = await db.transaction(async (tx) => {
        await lockPeriodActivation(tx);
        const now = deps.now();
        // A refused activation (409) throws and rolls this close back with it.
        const previous = await closeActivePeriod(tx, id, now);
        const activated = await transitionPeriod(tx, id, 'activate', now);
        if (previous) {
          await audit(tx, c, {
            action: 'close',
            resource: 'periods',
            recordId: previous.id,
            summary: `Closed period ${previous.name} (period ${activated.name} activated)`,
          });
        }
        await audit(tx, c, {
          action: 'activate',
          resource: 'periods',
          recordId: id,
          summary: `Activated period ${activated.name}`,
        });
        return activated;
      });
      return json(200, toPeriod(row));
    },
    closePeriod: async (c, { params, json }) => {
      const { id } = params;
      const row = await db.transaction(async (tx) => {
        const closed = await transitionPeriod(tx, id, 'close', deps.now());
        await audit(tx, c, {
          action: 'close',
          resource: 'periods',
          recordId: id,
          summary: `Closed period ${closed.name}`,
        });
        return closed;
      });
      return json(200, toPeriod(row));
    },
    archivePeriod: async (c, { params, json }) => {
      const { id } = params;
      const row = await db.transaction(async (tx) => {
        const archived = await transitionPeriod(tx, id, 'archive', deps.now());
        await audit(tx, c, {
          action: 'archive',
          resource: 'periods',
          recordId: id,
          summary: `Archived period ${archived.name}`,
        });
        return archived;
      });
      return json(200, toPeriod(row));
    },
  } satisfies HandlerGroup;
}
