import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type SseReader } from './helpers/sse-reader.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

// Writes send `If-Match: *` (decision 041: any existing record), so they pass whether or not
// the preconditions are enforced; this file is about what the streams hear.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ EVENTS_HEARTBEAT_MS: '60000' });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const open = (client: TestClient) => openEventStream(client);

const write = async (client: TestClient, method: string, path: string, json: unknown) => {
  const res = await client.raw(method, path, { json, headers: { 'If-Match': '*' } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
};

/** The next `record.changed` of a stream, parsed (fails after 2 s). */
async function nextChange(reader: SseReader) {
  const next = reader.nextEvent('record.changed');
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no record.changed within 2 s')), 2000),
  );
  const message = await Promise.race([next, late]);
  return JSON.parse(message?.data ?? 'null') as Record<string, unknown>;
}

const one = async <T>(sql: string, params: unknown[] = []) => {
  const [row] = await t.deps.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};
const versionOf = async (table: string, id: number) =>
  Number(
    (await one<{ version: string }>(`SELECT version FROM ${table} WHERE id = $1`, [id])).version,
  );

describe('record.changed on the live stream', () => {
  it('tells another reader who saved which record, once the save committed', async () => {
    const reader = await open(await t.login('supervisor@example.com'));
    // Migration 150's column, made here if this copy of the database lacks it: the event
    // carries the version as it is once the save committed.
    await t.deps.db.query(
      'ALTER TABLE consultants ADD COLUMN IF NOT EXISTS version bigint NOT NULL DEFAULT 1',
    );
    const consultant = await one<{ id: number }>('SELECT id FROM consultants ORDER BY id LIMIT 1');
    await write(admin, 'PUT', `/api/consultants/${consultant.id}`, { phone: '0821234567' });
    const me = await one<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const change = await nextChange(reader);
    expect(change).toMatchObject({
      type: 'record.changed',
      resource: 'consultants',
      id: consultant.id,
      action: 'update',
      by: { id: me.id, name: expect.stringMatching(/\S/) },
    });
    expect(Number.isNaN(Date.parse(String(change.at)))).toBe(false);
    expect(change.version).toBe(await versionOf('consultants', consultant.id));
    expect(change.version).toBeGreaterThan(0);
    expect(change).not.toHaveProperty('distributor');
    await reader.close();
  });

  it('names the order, not the line, when a line changes', async () => {
    const reader = await open(await t.login('warehouse@example.com'));
    const line = await one<{ id: number; order_id: number }>(
      `SELECT i.id, i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.status = 'draft' ORDER BY i.id LIMIT 1`,
    );
    await write(admin, 'PUT', `/api/orders/${line.order_id}/items/${line.id}`, { quantity: 7 });
    expect(await nextChange(reader)).toMatchObject({
      resource: 'orders',
      id: line.order_id,
      action: 'update',
    });
    await reader.close();
  });

  it('names the consultant when a consent form of theirs is deleted', async () => {
    const reader = await open(await t.login('supervisor@example.com'));
    const consultant = await one<{ id: number }>(
      'SELECT id FROM consultants ORDER BY id DESC LIMIT 1',
    );
    const form = await one<{ id: number }>(
      `INSERT INTO consent_forms (consultant_id, file_name, file_type, content_type, size_bytes, content, uploaded_by)
       VALUES ($1, 'consent.pdf', 'popia_consent', 'application/pdf', 1, '\\x25'::bytea,
         (SELECT id FROM users WHERE email = 'admin@example.com')) RETURNING id`,
      [consultant.id],
    );
    const res = await admin.raw('DELETE', `/api/consent-forms/${form.id}`, {
      headers: { 'If-Match': '*' },
    });
    expect(res.status).toBe(204);
    expect(await nextChange(reader)).toMatchObject({
      resource: 'consultants',
      id: consultant.id,
      action: 'update',
    });
    await reader.close();
  });

  it('reaches only users allowed to read the record: a distributor hears its own orders only', async () => {
    const reader = await open(await t.login('distributor.admin@example.com'));
    const consultant = await one<{ id: number }>('SELECT id FROM consultants ORDER BY id LIMIT 1');
    const theirs = await one<{ id: number }>(
      `SELECT id FROM distributor_orders WHERE distributor_name ILIKE 'Highveld%'
       AND status IN ('draft', 'submitted') ORDER BY id LIMIT 1`,
    );
    const own = await one<{ id: number }>(
      `SELECT id FROM distributor_orders WHERE distributor_name ILIKE 'Polokwane%'
       AND status IN ('draft', 'submitted') ORDER BY id LIMIT 1`,
    );
    // Neither of the first two may reach this stream; the third must, and comes first.
    await write(admin, 'PUT', `/api/consultants/${consultant.id}`, { phone: '0827654321' });
    await write(admin, 'PUT', `/api/distributor-orders/${theirs.id}`, { notes: 'not yours' });
    await write(admin, 'PUT', `/api/distributor-orders/${own.id}`, { notes: 'yours' });
    expect(await nextChange(reader)).toMatchObject({ resource: 'distributor_orders', id: own.id });
    await reader.close();
  });

  it('keeps user records to administrators', async () => {
    const reader = await open(await t.login('readonly@example.com'));
    const user = await one<{ id: number }>(
      `SELECT id FROM users WHERE email = 'warehouse@example.com'`,
    );
    const consultant = await one<{ id: number }>('SELECT id FROM consultants ORDER BY id LIMIT 1');
    await write(admin, 'PUT', `/api/users/${user.id}`, { first_name: 'Sipho' });
    await write(admin, 'PUT', `/api/consultants/${consultant.id}`, { phone: '0820000000' });
    expect(await nextChange(reader)).toMatchObject({ resource: 'consultants', id: consultant.id });
    await reader.close();
  });
});
