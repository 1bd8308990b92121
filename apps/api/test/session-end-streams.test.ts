import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { readIfMatch } from './helpers/if-match.ts';
import { openEventStream, type SseReader } from './helpers/sse-reader.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

// A heartbeat far away: a stream that ends within a second was ended by the announcement
// (migration 145), not by the heartbeat's own session check.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ EVENTS_HEARTBEAT_MS: '60000', EVENTS_MAX_STREAMS: '6' });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const open = (client: TestClient) => openEventStream(client);

/** Resolves with what the stream still sent once it ended, or 'still open' after `ms`. */
async function endsWithin(reader: SseReader, ms: number) {
  const rest: unknown[] = [];
  const drained = (async () => {
    for (let m = await reader.next(); m; m = await reader.next()) rest.push(m);
    return rest;
  })();
  const timeout = new Promise<'still open'>((resolve) => setTimeout(resolve, ms, 'still open'));
  return Promise.race([drained, timeout]);
}

const userId = async (email: string) =>
  (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id;

describe('an event stream ends within a second of its session', () => {
  it('on logout', async () => {
    const me = await t.login('warehouse@example.com');
    const reader = await open(me);
    expect((await me.raw('POST', '/auth/cookie/logout')).status).toBe(204);
    expect(await endsWithin(reader, 1000)).toEqual([]);
  });

  it('on a revoked session, then on logout-all, for every session of the user', async () => {
    const here = await t.login('supervisor@example.com');
    const there = await t.login('supervisor@example.com');
    const elsewhere = await t.login('supervisor@example.com');
    const streams = [await open(here), await open(there)];
    const sessions = await answer<{ sessions: { id: number; is_current: boolean }[] }>(
      there.api.GET('/auth/sessions'),
    );
    const thereId = sessions.body.sessions.find((s) => s.is_current)?.id ?? 0;
    const kept = await open(elsewhere);
    const revoked = await here.raw('DELETE', `/auth/sessions/${thereId}`);
    expect(revoked.status).toBe(204);
    expect(await endsWithin(streams[1] as SseReader, 1000)).toEqual([]);
    expect((await here.raw('POST', '/auth/logout-all')).status).toBe(200);
    // logout-all ends every session of the user, the one that asked for it too.
    const [own, other] = await Promise.all([
      endsWithin(streams[0] as SseReader, 1000),
      endsWithin(kept, 1000),
    ]);
    expect([own, other]).toEqual([[], []]);
  });

  it('on a password change, for the other sessions', async () => {
    const typing = await t.login('distributor.editor@example.com');
    const other = await t.login('distributor.editor@example.com');
    const reader = await open(other);
    const changed = await typing.raw('POST', '/api/auth/change-password', {
      json: { current_password: 'Demo1234!', new_password: 'Kirstenbosch77' },
    });
    expect(changed.status).toBeLessThan(300);
    expect(await endsWithin(reader, 1000)).toEqual([]);
  });

  it('on a role change and on a deactivation by an administrator', async () => {
    const target = await t.login('distributor.readonly@example.com');
    const id = await userId('distributor.readonly@example.com');
    const first = await open(target);
    const roles = await admin.raw('PUT', `/api/users/${id}/roles`, {
      headers: await readIfMatch(admin, `/api/users/${id}`),
      json: { roles: ['readonly'] },
    });
    expect(roles.status).toBe(200);
    expect(await endsWithin(first, 1000)).toEqual([]);
    // The session survives a role change: a new stream opens, then ends with the account.
    const second = await open(target);
    const off = await admin.raw('POST', `/api/users/${id}/deactivate`);
    expect(off.status).toBe(200);
    expect(await endsWithin(second, 1000)).toEqual([]);
  });
});
