import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { anyVersion, readIfMatch } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

type User = Schemas['User'];

describe('users (admin)', () => {
  it('lists with search, role filter, sorting and paging', async () => {
    const all = await answer<{ users: User[]; total: number }>(admin.api.GET('/api/users'));
    expect(all.body.total).toBe(8);
    const search = await answer<{ users: User[] }>(
      admin.api.GET('/api/users', { params: { query: { search: 'DISTRIBUTOR' } } }),
    );
    expect(search.body.users).toHaveLength(3);
    const role = await answer<{ users: User[] }>(
      admin.api.GET('/api/users', { params: { query: { role: 'supervisor' } } }),
    );
    expect(role.body.users.map((u) => u.email)).toEqual(['supervisor@example.com']);
    const page = await answer<{ users: User[]; limit: number }>(
      admin.api.GET('/api/users', {
        params: { query: { sort_by: 'email', sort_order: 'asc', limit: 2, skip: 1 } },
      }),
    );
    expect(page.body.users.map((u) => u.email)).toEqual([
      'distributor.admin@example.com',
      'distributor.editor@example.com',
    ]);
    // Off-contract input (an unknown role): the SDK's types refuse it, so by operationId.
    expect((await admin.call('listUsers', { query: { role: 'owner' } })).status).toBe(422);
  });

  it('creates (201), refuses duplicates and weak passwords (400), gets and 404s', async () => {
    const created = await answer<User>(
      admin.api.POST('/api/users', {
        body: {
          email: 'sipho.ndlovu@example.com',
          password: 'Umhlanga2026!',
          first_name: 'Sipho',
          last_name: 'Ndlovu',
          roles: ['warehouse_staff'],
          is_verified: true,
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'warehouse_staff', is_verified: true });
    const dup = await answer(
      admin.api.POST('/api/users', {
        body: {
          email: 'SIPHO.NDLOVU@example.com',
          password: 'Umhlanga2026!',
          first_name: 'S',
          last_name: 'N',
        },
      }),
    );
    expect(dup.body).toEqual({ detail: 'REGISTER_USER_ALREADY_EXISTS' });
    const weak = await answer(
      admin.api.POST('/api/users', {
        body: { email: 'new@example.com', password: 'weak', first_name: 'S', last_name: 'N' },
      }),
    );
    expect(weak.status).toBe(400);
    expect(
      (
        await answer(
          admin.api.GET('/api/users/{userId}', { params: { path: { userId: created.body.id } } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await answer(admin.api.GET('/api/users/{userId}', { params: { path: { userId: 999999 } } })))
        .status,
    ).toBe(404);
    const signedIn = await t.login('sipho.ndlovu@example.com', 'Umhlanga2026!');
    expect((await answer<User>(signedIn.api.GET('/auth/me'))).body.roles).toEqual([
      'warehouse_staff',
    ]);
  });

  it('updates fields; a new email un-verifies; a taken email is 400; self-lockout is 409', async () => {
    const list = await answer<{ users: User[] }>(
      admin.api.GET('/api/users', { params: { query: { search: 'readonly@' } } }),
    );
    const id = list.body.users[0]?.id ?? 0;
    const upd = await answer<User>(
      admin.api.PUT('/api/users/{userId}', {
        params: { header: anyVersion, path: { userId: id } },
        body: { email: 'pieter@example.com', department: 'Finance (Stellenbosch)' },
      }),
    );
    expect(upd.body).toMatchObject({ email: 'pieter@example.com', is_verified: false });
    const taken = await answer(
      admin.api.PUT('/api/users/{userId}', {
        params: { header: anyVersion, path: { userId: id } },
        body: { email: 'admin@example.com' },
      }),
    );
    expect(taken.body).toEqual({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' });
    expect(
      (
        await answer(
          admin.api.PUT('/api/users/{userId}', {
            params: { header: anyVersion, path: { userId: id } },
            body: {},
          }),
        )
      ).status,
    ).toBe(422);
    const me = await answer<User>(admin.api.GET('/auth/me'));
    const self = await answer(
      admin.api.PUT('/api/users/{userId}', {
        params: { header: anyVersion, path: { userId: me.body.id } },
        body: { is_active: false },
      }),
    );
    expect(self.status).toBe(409);
    const roles = await answer(
      admin.api.PUT('/api/users/{userId}/roles', {
        params: { header: anyVersion, path: { userId: me.body.id } },
        body: { roles: [] },
      }),
    );
    expect(roles.body).toEqual({ detail: 'You cannot remove your own admin role' });
  });

  it('assigns roles and deactivates (sessions end, login refused, 409 twice)', async () => {
    const victim = await t.login('distributor.editor@example.com');
    const id = (await answer<User>(victim.api.GET('/auth/me'))).body.id;
    const roles = await answer<User>(
      admin.api.PUT('/api/users/{userId}/roles', {
        params: { header: anyVersion, path: { userId: id } },
        body: { roles: ['distributor_admin', 'readonly'] },
      }),
    );
    expect(roles.body.role).toBe('readonly');
    const off = await answer<User>(
      admin.api.POST('/api/users/{userId}/deactivate', { params: { path: { userId: id } } }),
    );
    expect(off.body.is_active).toBe(false);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await victim.raw('GET', '/auth/me')).status).toBe(401);
    expect(
      (
        await answer(
          admin.api.POST('/api/users/{userId}/deactivate', { params: { path: { userId: id } } }),
        )
      ).status,
    ).toBe(409);
    const login = await answer(
      t.anonymous().api.POST('/auth/cookie/login', {
        body: { username: 'distributor.editor@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(login.status).toBe(400);
    const back = await answer<User>(
      admin.api.PUT('/api/users/{userId}', {
        params: { header: anyVersion, path: { userId: id } },
        body: { is_active: true },
      }),
    );
    expect(back.body.is_active).toBe(true);
  });

  it('lists roles with their permissions', async () => {
    const res = await answer<{ roles: { name: string; permissions: string[] }[] }>(
      admin.api.GET('/api/roles'),
    );
    expect(res.body.roles.map((r) => r.name)).toHaveLength(7);
    expect(res.body.roles.find((r) => r.name === 'readonly')?.permissions).toContain('orders:read');
  });

  it('the audit log records every change with actor and request id, filterable', async () => {
    const res = await answer<{
      audit_logs: { action: string; actor: { email: string } | null }[];
    }>(
      admin.api.GET('/api/audit-logs', {
        params: { query: { resource: 'users', action: 'deactivate' } },
      }),
    );
    expect(res.body.audit_logs).toHaveLength(1);
    expect(res.body.audit_logs[0]?.actor?.email).toBe('admin@example.com');
    const byRequest = await admin.raw('PUT', '/api/users/1', {
      json: { is_mobile_enabled: true },
      headers: { 'X-Request-ID': 'audit-trace-1', ...(await readIfMatch(admin, '/api/users/1')) },
    });
    expect(byRequest.status).toBe(200);
    const traced = await answer<{ audit_logs: { action: string }[]; total: number }>(
      admin.api.GET('/api/audit-logs', { params: { query: { request_id: 'audit-trace-1' } } }),
    );
    expect(traced.body.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await answer<{ total: number }>(
      admin.api.GET('/api/audit-logs', {
        params: {
          query: {
            date_from: today,
            date_to: today,
            sort_by: 'action',
            sort_order: 'asc',
            limit: 5,
          },
        },
      }),
    );
    expect(dated.body.total).toBeGreaterThan(3);
  });

  it("names each entry's record as people know it, even entries written with only an id", async () => {
    const [invoice] = await t.deps.db.query<{ id: number; invoice_number: string }>(
      'SELECT id, invoice_number FROM invoices ORDER BY id LIMIT 1',
    );
    const [someone] = await t.deps.db.query<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE email = 'warehouse@example.com'",
    );
    // As summaries were written before decision 052: "Invoice #5".
    for (const [resource, recordId] of [
      ['invoices', invoice?.id],
      ['users', someone?.id],
      ['invoices', 2_000_000_000],
    ] as const) {
      await t.deps.db.query(
        `INSERT INTO audit_log (action, resource, record_id, summary, request_id)
         VALUES ('update', $1, $2, 'old entry', 'labels-1')`,
        [resource, recordId],
      );
    }
    const res = await answer<{
      audit_logs: { resource: string; record_label: string | null }[];
    }>(
      admin.api.GET('/api/audit-logs', {
        params: { query: { request_id: 'labels-1', sort_by: 'created_at', sort_order: 'asc' } },
      }),
    );
    expect(res.body.audit_logs.map((e) => e.record_label).sort()).toEqual(
      [invoice?.invoice_number, someone?.email, null].sort(),
    );
    // Every kind of record resolves in SQL (one page of each resource the log holds).
    for (const resource of ['sessions', 'periods', 'products', 'orders', 'consultants'] as const) {
      const page = await admin.api.GET('/api/audit-logs', { params: { query: { resource } } });
      expect(page.response.status, resource).toBe(200);
    }
  });
});

describe('creators of records', () => {
  it('are required users wherever the contract has a required UserRef', async () => {
    // Users are only deactivated, never deleted, so every such column is NOT NULL REFERENCES users.
    const required = [
      'uploads.created_by',
      'product_sets.created_by',
      'orders.created_by',
      'consent_forms.uploaded_by',
      'consultant_orders.created_by',
      'combinations.created_by',
      'combined_orders.created_by',
      'weekly_combinations.created_by',
      'invoices.created_by',
      'invoice_payments.recorded_by',
      'distributor_orders.created_by',
    ];
    const rows = await t.deps.db.query<{ col: string; is_nullable: string; refs: string | null }>(
      `SELECT c.table_name || '.' || c.column_name AS col, c.is_nullable,
              (SELECT ccu.table_name FROM information_schema.key_column_usage k
                 JOIN information_schema.constraint_column_usage ccu
                   ON ccu.constraint_name = k.constraint_name
                WHERE k.table_name = c.table_name AND k.column_name = c.column_name
                  AND ccu.table_name = 'users' LIMIT 1) AS refs
         FROM information_schema.columns c
        WHERE c.table_schema = 'public'
          AND c.table_name || '.' || c.column_name = ANY($1::text[])
        ORDER BY 1`,
      [required],
    );
    const byName = (a: { col: string }, b: { col: string }) => a.col.localeCompare(b.col);
    expect([...rows].sort(byName)).toEqual(
      required.map((col) => ({ col, is_nullable: 'NO', refs: 'users' })).sort(byName),
    );
  });
});
