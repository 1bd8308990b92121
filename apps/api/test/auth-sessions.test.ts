import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const res = await a.call<Sessions>('listSessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s) => s.is_current)).toHaveLength(1);
    const fromB = await b.call<Sessions>('listSessions');
    expect(fromB.body.sessions.find((s) => s.is_current)?.id).not.toBe(
      res.body.sessions.find((s) => s.is_current)?.id,
    );
    expect((await t.anonymous().call('listSessions')).status).toBe(401);
  });

  it('revokes one’s own session (204), refuses another user’s (403) and unknown ids (404)', async () => {
    const mine = await t.login('warehouse@example.com');
    const other = await t.login('warehouse@example.com');
    const admin = await t.login('admin@example.com');
    const list = await other.call<Sessions>('listSessions');
    const otherId = list.body.sessions.find((s) => s.is_current)?.id ?? 0;
    const forbidden = await admin.call('revokeSession', { params: { id: otherId } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: 'You can only revoke your own sessions.' });
    const missing = await mine.call('revokeSession', { params: { id: 999999 } });
    expect(missing.body).toEqual({ detail: 'Session not found' });
    expect((await mine.call('revokeSession', { params: { id: otherId } })).status).toBe(204);
    expect((await other.call('getCurrentUser')).status).toBe(401);
    expect((await mine.call('revokeSession', { params: { id: otherId } })).status).toBe(404);
    expect((await mine.call('revokeSession', { params: { id: 'abc' } })).status).toBe(422);
  });

  it('revoking the current session clears the cookies', async () => {
    const c = await t.login('readonly@example.com');
    const id = (await c.call<Sessions>('listSessions')).body.sessions.find((s) => s.is_current)?.id;
    const res = await c.call('revokeSession', { params: { id: id ?? 0 } });
    expect(res.headers.getSetCookie()).toHaveLength(2);
    expect(c.jar.get('bo_access')).toBeUndefined();
  });

  it('logout-all ends every session of the caller and clears the cookies', async () => {
    const a = await t.login('distributor.admin@example.com');
    const b = await t.login('distributor.admin@example.com');
    const res = await a.call<{ sessions_revoked: number }>('logoutAllSessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions_revoked).toBe(2);
    expect(c(res.headers)).toBe(2);
    expect((await b.call('getCurrentUser')).status).toBe(401);
    expect((await b.call('refreshCookie')).status).toBe(401);
    expect((await t.anonymous().call('logoutAllSessions')).status).toBe(401);
  });
});

const c = (h: Headers) => h.getSetCookie().length;
