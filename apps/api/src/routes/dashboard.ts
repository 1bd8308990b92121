import { Hono } from 'hono';
import { dashboardSummary } from '../dashboard/summary.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { queryOf, userOf } from '../http/input.ts';

/** The dashboard's figures for the selected (or active) period. */
export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/dashboard/summary', async (c) => {
    const { period_id } = queryOf<{ period_id?: number }>(c);
    return c.json(await dashboardSummary(deps.db, userOf(c), period_id, deps.now()), 200);
  });
}
