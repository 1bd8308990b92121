import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface Period {
  id: number;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  status: 'draft' | 'active' | 'closed' | 'archived';
}
interface PeriodList {
  periods: Period[];
  total: number;
}

let t: TestApp;
let admin: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  staff = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

const create = (name: string, start: string, end: string, description?: string) =>
  admin.call<Period>('createPeriod', {
    json: { name, start_date: start, end_date: end, ...(description ? { description } : {}) },
  });
const act = (op: string, id: number) => admin.call<Period>(op, { params: { id } });

describe('periods', () => {
  it('lists the demo periods, active first then newest first; any signed-in user reads', async () => {
    const list = await staff.call<PeriodList>('listPeriods');
    expect(list.status).toBe(200);
    expect(list.body.periods.map((p) => p.status)).toEqual(['active', 'draft', 'closed']);
    expect(list.body.total).toBe(3);
    const active = await staff.call<Period>('getActivePeriod');
    expect(active.body.id).toBe(list.body.periods[0]?.id);
    const one = await staff.call<Period>('getPeriod', { params: { id: active.body.id } });
    expect(one.body).toEqual(active.body);
    const missing = await staff.call('getPeriod', { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Period not found' });
    const paged = await staff.call<PeriodList>('listPeriods', { query: { limit: 1, skip: 1 } });
    expect(paged.body.periods.map((p) => p.status)).toEqual(['draft']);
    expect((await staff.call('listPeriods', { query: { limit: 101 } })).status).toBe(422);
  });

  it('creates a draft; refuses a taken name (409), reversed dates (400), bad bodies (422)', async () => {
    const made = await create('March 2031', '2031-03-01', '2031-03-31', 'Autumn trading month.');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'draft', description: 'Autumn trading month.' });
    expect((await create('MARCH 2031', '2031-04-01', '2031-04-30')).status).toBe(409);
    const reversed = await create('April 2031', '2031-04-30', '2031-04-01');
    expect(reversed.status).toBe(400);
    expect((await create('   ', '2031-04-01', '2031-04-30')).status).toBe(400);
    const bad = await admin.call('createPeriod', { json: { name: 'X', start_date: 'soon' } });
    expect(bad.status).toBe(422);
    expect((await staff.call('createPeriod', { json: { name: 'Y' } })).status).toBe(403);
  });

  it('updates only the fields sent; 409 for a taken name or a closed period; 400 for dates', async () => {
    const p = (await create('May 2031', '2031-05-01', '2031-05-31', 'Before')).body;
    const changed = await admin.call<Period>('updatePeriod', {
      params: { id: p.id },
      json: { description: null, end_date: '2031-05-30' },
    });
    expect(changed.body).toMatchObject({
      name: 'May 2031',
      description: null,
      start_date: '2031-05-01',
      end_date: '2031-05-30',
    });
    const taken = await admin.call('updatePeriod', {
      params: { id: p.id },
      json: { name: 'march 2031' },
    });
    expect(taken.status).toBe(409);
    const dates = await admin.call('updatePeriod', {
      params: { id: p.id },
      json: { start_date: '2031-06-01' },
    });
    expect(dates.status).toBe(400);
    const same = await admin.call<Period>('updatePeriod', {
      params: { id: p.id },
      json: { name: 'May 2031' },
    });
    expect(same.status).toBe(200);
    const closed = (await staff.call<PeriodList>('listPeriods', { query: { status: 'closed' } }))
      .body.periods[0];
    const readOnly = await admin.call('updatePeriod', {
      params: { id: closed?.id ?? 0 },
      json: { description: 'late edit' },
    });
    expect(readOnly.status).toBe(409);
    const none = await admin.call('updatePeriod', { params: { id: 999999 }, json: { name: 'Z' } });
    expect(none.status).toBe(404);
    const empty = await admin.call('updatePeriod', { params: { id: p.id }, json: {} });
    expect(empty.status).toBe(422);
  });

  it('runs the lifecycle: activate closes the previous active, close, archive, and refuses the rest', async () => {
    const before = (await admin.call<Period>('getActivePeriod')).body;
    const p = (await create('June 2031', '2031-06-01', '2031-06-30')).body;
    expect((await act('closePeriod', p.id)).status).toBe(409);
    const activated = await act('activatePeriod', p.id);
    expect(activated.body.status).toBe('active');
    const previous = await admin.call<Period>('getPeriod', { params: { id: before.id } });
    expect(previous.body.status).toBe('closed');
    expect((await act('activatePeriod', p.id)).status).toBe(409);
    expect((await act('archivePeriod', p.id)).status).toBe(409);
    expect((await act('deletePeriod', p.id)).status).toBe(409);
    expect((await act('closePeriod', p.id)).body.status).toBe('closed');
    expect((await admin.call('getActivePeriod')).status).toBe(404);
    const reopen = await act('activatePeriod', p.id);
    expect(reopen.status).toBe(409);
    expect((reopen.body as unknown as { detail: string }).detail).toMatch(/never reopened/);
    expect((await act('archivePeriod', p.id)).body.status).toBe('archived');
    expect((await act('archivePeriod', p.id)).status).toBe(409);
    expect((await act('activatePeriod', p.id)).status).toBe(409);
    // Archived periods leave the default list; only those who manage periods still see them.
    const list = await admin.call<PeriodList>('listPeriods');
    expect(list.body.periods.some((x) => x.id === p.id)).toBe(false);
    const all = await admin.call<PeriodList>('listPeriods', { query: { include_archived: true } });
    expect(all.body.periods.some((x) => x.id === p.id)).toBe(true);
    const archived = await admin.call<PeriodList>('listPeriods', { query: { status: 'archived' } });
    expect(archived.body.periods.map((x) => x.id)).toEqual([p.id]);
    expect((await admin.call('getPeriod', { params: { id: p.id } })).status).toBe(200);
    // §4 "Archived periods cannot be viewed or selected" by anyone else: 404 and never listed.
    const hidden = await staff.call('getPeriod', { params: { id: p.id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ detail: 'Period not found' });
    const archivedQueries: Record<string, string | boolean>[] = [
      { include_archived: true },
      { status: 'archived' },
    ];
    for (const query of archivedQueries) {
      const seen = await staff.call<PeriodList>('listPeriods', { query });
      expect(
        seen.body.periods.some((x) => x.status === 'archived'),
        JSON.stringify(query),
      ).toBe(false);
    }
    for (const op of ['activatePeriod', 'closePeriod', 'archivePeriod']) {
      expect((await act(op, 999999)).status).toBe(404);
      expect((await staff.call(op, { params: { id: p.id } })).status).toBe(403);
    }
    // A draft can be archived directly; a failed activation keeps the active period.
    const d = (await create('July 2031', '2031-07-01', '2031-07-31')).body;
    const e = (await create('August 2031', '2031-08-01', '2031-08-31')).body;
    await act('activatePeriod', e.id);
    expect((await act('archivePeriod', d.id)).body.status).toBe('archived');
    expect((await act('activatePeriod', d.id)).status).toBe(409);
    expect((await admin.call<Period>('getActivePeriod')).body.id).toBe(e.id);
  });

  it('deletes a draft (204) and refuses non-drafts and periods with records (409)', async () => {
    const p = (await create('September 2031', '2031-09-01', '2031-09-30')).body;
    expect((await act('deletePeriod', p.id)).status).toBe(204);
    expect((await act('deletePeriod', p.id)).status).toBe(404);
    const q = (await create('October 2031', '2031-10-01', '2031-10-31')).body;
    await t.deps.db.query(
      `INSERT INTO weekly_combinations (period_id, week_start, week_end, created_by)
       VALUES ($1, '2031-10-06', '2031-10-12', (SELECT min(id) FROM users))`,
      [q.id],
    );
    const used = await act('deletePeriod', q.id);
    expect(used.status).toBe(409);
    expect((used.body as unknown as { detail: string }).detail).toMatch(/weekly combinations/);
    const closed = (await admin.call<PeriodList>('listPeriods', { query: { status: 'closed' } }))
      .body.periods[0];
    expect((await act('deletePeriod', closed?.id ?? 0)).status).toBe(409);
    expect((await staff.call('deletePeriod', { params: { id: q.id } })).status).toBe(403);
  });

  it('lets exactly one of two simultaneous activations of a draft win', async () => {
    const p = (await create('November 2031', '2031-11-01', '2031-11-30')).body;
    const results = await Promise.all([act('activatePeriod', p.id), act('activatePeriod', p.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const q = (await create('December 2031', '2031-12-01', '2031-12-31')).body;
    const closes = await Promise.all([act('closePeriod', p.id), act('closePeriod', p.id)]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    const archives = await Promise.all([act('archivePeriod', q.id), act('archivePeriod', q.id)]);
    expect(archives.map((r) => r.status).sort()).toEqual([200, 409]);
    await act('activatePeriod', (await create('January 2032', '2032-01-01', '2032-01-31')).body.id);
    const active = await admin.call<PeriodList>('listPeriods', { query: { status: 'active' } });
    expect(active.body.total).toBe(1);
  });

  it('writes an audit row for every change', async () => {
    const rows = await t.deps.db.query<{ action: string; n: number }>(
      `SELECT action, count(*)::int AS n FROM audit_log WHERE resource = 'periods' GROUP BY action`,
    );
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r.n]));
    expect(byAction).toMatchObject({
      create: expect.any(Number),
      update: expect.any(Number),
      activate: expect.any(Number),
      close: expect.any(Number),
      archive: expect.any(Number),
      delete: expect.any(Number),
    });
  });
});

describe('session-only period reads', () => {
  it('answer 401 without a session and 200 with any one', async () => {
    const anon = t.anonymous();
    for (const op of ['listPeriods', 'getActivePeriod']) {
      expect((await anon.call(op)).status).toBe(401);
    }
    expect((await anon.call('getPeriod', { params: { id: 1 } })).status).toBe(401);
    const reader = await t.login('distributor.readonly@example.com');
    expect((await reader.call('listPeriods')).status).toBe(200);
    expect((await reader.call('getActivePeriod')).status).toBe(200);
  });
});
