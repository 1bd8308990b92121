import { type operations, unwrap } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  staff = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

const create = (name: string, start_date: string, end_date: string, description?: string) =>
  admin.api.POST('/api/periods', {
    body: { name, start_date, end_date, ...(description ? { description } : {}) },
  });
const created = async (name: string, start: string, end: string, description?: string) =>
  unwrap(create(name, start, end, description));
type Step = '/api/periods/{id}/activate' | '/api/periods/{id}/close' | '/api/periods/{id}/archive';
const act = (client: TestClient, step: Step, id: number) =>
  client.api.PUT(step, { params: { header: anyVersion, path: { id } } });
const remove = (client: TestClient, id: number) =>
  client.api.DELETE('/api/periods/{id}', { params: { header: anyVersion, path: { id } } });
type ListQuery = NonNullable<operations['listPeriods']['parameters']['query']>;
const list = (client: TestClient, query: ListQuery = {}) =>
  unwrap(client.api.GET('/api/periods', { params: { query } }));
const status = async (result: Promise<{ response: Response }>) => (await result).response.status;

describe('periods', () => {
  it('lists the demo periods, active first then newest first; any signed-in user reads', async () => {
    const all = await list(staff);
    expect(all.periods.map((p) => p.status)).toEqual(['active', 'draft', 'closed']);
    expect(all.total).toBe(3);
    const active = await unwrap(staff.api.GET('/api/periods/active/current'));
    expect(active.id).toBe(all.periods[0]?.id);
    const one = await unwrap(
      staff.api.GET('/api/periods/{id}', { params: { path: { id: active.id } } }),
    );
    expect(one).toEqual(active);
    const missing = await staff.api.GET('/api/periods/{id}', {
      params: { path: { id: 999999 } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ detail: 'Period not found' });
    const paged = await list(staff, { limit: 1, skip: 1 });
    expect(paged.periods.map((p) => p.status)).toEqual(['draft']);
    expect(await status(staff.api.GET('/api/periods', { params: { query: { limit: 101 } } }))).toBe(
      422,
    );
  });

  it('creates a draft; refuses a taken name (409), reversed dates (400), bad bodies (422)', async () => {
    const made = await create('March 2031', '2031-03-01', '2031-03-31', 'Autumn trading month.');
    expect(made.response.status).toBe(201);
    expect(made.data).toMatchObject({ status: 'draft', description: 'Autumn trading month.' });
    expect(await status(create('MARCH 2031', '2031-04-01', '2031-04-30'))).toBe(409);
    expect(await status(create('April 2031', '2031-04-30', '2031-04-01'))).toBe(400);
    expect(await status(create('   ', '2031-04-01', '2031-04-30'))).toBe(400);
    // Off-contract bodies: the SDK's types refuse them, so they go by operationId.
    const bad = await admin.call('createPeriod', { json: { name: 'X', start_date: 'soon' } });
    expect(bad.status).toBe(422);
    expect((await staff.call('createPeriod', { json: { name: 'Y' } })).status).toBe(403);
  });

  it('updates only the fields sent; 409 for a taken name or a closed period; 400 for dates', async () => {
    const p = await created('May 2031', '2031-05-01', '2031-05-31', 'Before');
    const update = (
      id: number,
      body: operations['updatePeriod']['requestBody']['content']['application/json'],
    ) => admin.api.PUT('/api/periods/{id}', { params: { header: anyVersion, path: { id } }, body });
    const changed = await unwrap(update(p.id, { description: null, end_date: '2031-05-30' }));
    expect(changed).toMatchObject({
      name: 'May 2031',
      description: null,
      start_date: '2031-05-01',
      end_date: '2031-05-30',
    });
    expect(await status(update(p.id, { name: 'march 2031' }))).toBe(409);
    expect(await status(update(p.id, { start_date: '2031-06-01' }))).toBe(400);
    expect(await status(update(p.id, { name: 'May 2031' }))).toBe(200);
    const closed = (await list(staff, { status: 'closed' })).periods[0];
    expect(await status(update(closed?.id ?? 0, { description: 'late edit' }))).toBe(409);
    expect(await status(update(999999, { name: 'Z' }))).toBe(404);
    expect(await status(update(p.id, {}))).toBe(422);
  });

  it('runs the lifecycle: activate closes the previous active, close, archive, and refuses the rest', async () => {
    const before = await unwrap(admin.api.GET('/api/periods/active/current'));
    const p = await created('June 2031', '2031-06-01', '2031-06-30');
    expect(await status(act(admin, '/api/periods/{id}/close', p.id))).toBe(409);
    const activated = await unwrap(act(admin, '/api/periods/{id}/activate', p.id));
    expect(activated.status).toBe('active');
    const previous = await unwrap(
      admin.api.GET('/api/periods/{id}', { params: { path: { id: before.id } } }),
    );
    expect(previous.status).toBe('closed');
    expect(await status(act(admin, '/api/periods/{id}/activate', p.id))).toBe(409);
    expect(await status(act(admin, '/api/periods/{id}/archive', p.id))).toBe(409);
    expect(await status(remove(admin, p.id))).toBe(409);
    expect((await unwrap(act(admin, '/api/periods/{id}/close', p.id))).status).toBe('closed');
    expect(await status(admin.api.GET('/api/periods/active/current'))).toBe(404);
    const reopen = await act(admin, '/api/periods/{id}/activate', p.id);
    expect(reopen.response.status).toBe(409);
    expect(reopen.error?.detail).toMatch(/never reopened/);
    expect((await unwrap(act(admin, '/api/periods/{id}/archive', p.id))).status).toBe('archived');
    expect(await status(act(admin, '/api/periods/{id}/archive', p.id))).toBe(409);
    expect(await status(act(admin, '/api/periods/{id}/activate', p.id))).toBe(409);
    // Archived periods leave the default list; only those who manage periods still see them.
    expect((await list(admin)).periods.some((x) => x.id === p.id)).toBe(false);
    const withArchived = await list(admin, { include_archived: true });
    expect(withArchived.periods.some((x) => x.id === p.id)).toBe(true);
    const archived = await list(admin, { status: 'archived' });
    expect(archived.periods.map((x) => x.id)).toEqual([p.id]);
    const getP = (client: TestClient) =>
      client.api.GET('/api/periods/{id}', { params: { path: { id: p.id } } });
    expect(await status(getP(admin))).toBe(200);
    // §4 "Archived periods cannot be viewed or selected" by anyone else: 404 and never listed.
    const hidden = await getP(staff);
    expect(hidden.response.status).toBe(404);
    expect(hidden.error).toEqual({ detail: 'Period not found' });
    const archivedQueries: ListQuery[] = [{ include_archived: true }, { status: 'archived' }];
    for (const query of archivedQueries) {
      const seen = await list(staff, query);
      expect(
        seen.periods.some((x) => x.status === 'archived'),
        JSON.stringify(query),
      ).toBe(false);
    }
    const steps: Step[] = [
      '/api/periods/{id}/activate',
      '/api/periods/{id}/close',
      '/api/periods/{id}/archive',
    ];
    for (const step of steps) {
      expect(await status(act(admin, step, 999999))).toBe(404);
      expect(await status(act(staff, step, p.id))).toBe(403);
    }
    // A draft can be archived directly; a failed activation keeps the active period.
    const d = await created('July 2031', '2031-07-01', '2031-07-31');
    const e = await created('August 2031', '2031-08-01', '2031-08-31');
    await act(admin, '/api/periods/{id}/activate', e.id);
    expect((await unwrap(act(admin, '/api/periods/{id}/archive', d.id))).status).toBe('archived');
    expect(await status(act(admin, '/api/periods/{id}/activate', d.id))).toBe(409);
    expect((await unwrap(admin.api.GET('/api/periods/active/current'))).id).toBe(e.id);
  });

  it('deletes a draft (204) and refuses non-drafts and periods with records (409)', async () => {
    const p = await created('September 2031', '2031-09-01', '2031-09-30');
    expect(await status(remove(admin, p.id))).toBe(204);
    expect(await status(remove(admin, p.id))).toBe(404);
    const q = await created('October 2031', '2031-10-01', '2031-10-31');
    await t.deps.db.query(
      `INSERT INTO weekly_combinations (period_id, week_start, week_end, created_by)
       VALUES ($1, '2031-10-06', '2031-10-12', (SELECT min(id) FROM users))`,
      [q.id],
    );
    const used = await remove(admin, q.id);
    expect(used.response.status).toBe(409);
    expect(used.error?.detail).toMatch(/weekly combinations/);
    const closed = (await list(admin, { status: 'closed' })).periods[0];
    expect(await status(remove(admin, closed?.id ?? 0))).toBe(409);
    expect(await status(remove(staff, q.id))).toBe(403);
  });

  it('lets exactly one of two simultaneous activations of a draft win', async () => {
    const twice = async (step: Step, id: number) =>
      (await Promise.all([act(admin, step, id), act(admin, step, id)]))
        .map((r) => r.response.status)
        .sort();
    const p = await created('November 2031', '2031-11-01', '2031-11-30');
    expect(await twice('/api/periods/{id}/activate', p.id)).toEqual([200, 409]);
    const q = await created('December 2031', '2031-12-01', '2031-12-31');
    expect(await twice('/api/periods/{id}/close', p.id)).toEqual([200, 409]);
    expect(await twice('/api/periods/{id}/archive', q.id)).toEqual([200, 409]);
    const next = await created('January 2032', '2032-01-01', '2032-01-31');
    await act(admin, '/api/periods/{id}/activate', next.id);
    expect((await list(admin, { status: 'active' })).total).toBe(1);
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
    // Probes of the auth layer go by operationId: the SDK would try a refresh after a 401.
    const anon = t.anonymous();
    for (const op of ['listPeriods', 'getActivePeriod']) {
      expect((await anon.call(op)).status).toBe(401);
    }
    expect((await anon.call('getPeriod', { params: { id: 1 } })).status).toBe(401);
    const reader = await t.login('distributor.readonly@example.com');
    expect(await status(reader.api.GET('/api/periods'))).toBe(200);
    expect(await status(reader.api.GET('/api/periods/active/current'))).toBe(200);
  });
});
