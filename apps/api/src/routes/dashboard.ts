import { dashboardSummary } from '../dashboard/summary.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';

/** The dashboard's figures for the selected (or active) period. */
export function dashboardHandlers(deps: AppDeps) {
  return {
    getDashboardSummary: async (c, { query, json }) => {
      const { period_id } = query;
      return json(200, await dashboardSummary(deps.db, userOf(c), period_id, deps.now()));
    },
  } satisfies HandlerGroup;
}
