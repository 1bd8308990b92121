import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Sessions {
  sessions: { id: number; is_current: boolean; user_agent: string | null }[];
}

describe('sessions', () => {
  it('lists only the caller’s live sessions, the current one marked', async () => {
    const a = await t.login('supervisor@example.com');
    const b = await t.login('supervisor@example.com');
    await t.login('admin@example.com');
    const res = await answer<Sessions>(a.api.GET('/auth/sessions'));
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s) => s.is_current)).toHaveLength(1);
    const fromB = await answer<Sessions>(b.api.GET('/auth/sessions'));
    expect(fromB.body.sessions.find((s) => s.is_current)?.id).not.toBe(
      res.body.sessions.find((s) => s.is_current)?.id,
    );
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await t.anonymous().raw('GET', '/auth/sessions')).status).toBe(401);
  });

  it('revokes one’s own session (204), refuses another user’s (403) and unknown ids (404)', async () => {
    const mine = await t.login('warehouse@example.com');
    const other = await t.login('warehouse@example.com');
    const admin = await t.login('admin@example.com');
    const list = await answer<Sessions>(other.api.GET('/auth/sessions'));
    const otherId = list.body.sessions.find((s) => s.is_current)?.id ?? 0;
    const forbidden = await answer(
      admin.api.DELETE('/auth/sessions/{id}', { params: { path: { id: otherId } } }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: 'You can only revoke your own sessions.' });
    const missing = await answer(
      mine.api.DELETE('/auth/sessions/{id}', { params: { path: { id: 999999 } } }),
    );
    expect(missing.body).toEqual({ detail: 'Session not found' });
    expect(
      (await answer(mine.api.DELETE('/auth/sessions/{id}', { params: { path: { id: otherId } } })))
        .status,
    ).toBe(204);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await other.raw('GET', '/auth/me')).status).toBe(401);
    expect(
      (await answer(mine.api.DELETE('/auth/sessions/{id}', { params: { path: { id: otherId } } })))
        .status,
    ).toBe(404);
    // Off-contract input (an id that is no number): the SDK's types refuse it, so by operationId.
    expect((await mine.call('revokeSession', { params: { id: 'abc' } })).status).toBe(422);
  });

  it('revoking the current session clears the cookies', async () => {
    const c = await t.login('readonly@example.com');
    const id = (await answer<Sessions>(c.api.GET('/auth/sessions'))).body.sessions.find(
      (s) => s.is_current,
    )?.id;
    const res = await answer(
      c.api.DELETE('/auth/sessions/{id}', { params: { path: { id: id ?? 0 } } }),
    );
    expect(res.headers.getSetCookie()).toHaveLength(2);
    expect(c.jar.get('bo_access')).toBeUndefined();
  });

  it('logout-all ends every session of the caller and clears the cookies', async () => {
    const a = await t.login('distributor.admin@example.com');
    const b = await t.login('distributor.admin@example.com');
    const res = await answer<{ sessions_revoked: number }>(a.api.POST('/auth/logout-all'));
    expect(res.status).toBe(200);
    expect(res.body.sessions_revoked).toBe(2);
    expect(c(res.headers)).toBe(2);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await b.raw('GET', '/auth/me')).status).toBe(401);
    expect((await answer(b.api.POST('/auth/cookie/refresh'))).status).toBe(401);
    expect((await t.anonymous().raw('POST', '/auth/logout-all')).status).toBe(401);
  });
});

const c = (h: Headers) => h.getSetCookie().length;
