import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registrationOpen } from '../src/routes/auth-account.ts';
import { findUserByEmail } from '../src/users/user-row.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Decision 039: self-registration can be turned off, and it never sets a department or a role.

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp(env);
  apps.push(app);
  return app;
}

const person = (email: string) => ({
  email,
  password: 'Pietermaritzburg9',
  first_name: 'Sipho',
  last_name: 'Ndlovu',
});

describe('REGISTRATION', () => {
  it('is closed unless set to open, except that demo mode opens it when it is unset', () => {
    const open = (env: Record<string, string>) => registrationOpen(loadConfig(env));
    expect(open({ DEMO: 'false' })).toBe(false);
    expect(open({ DEMO: 'false', REGISTRATION: 'closed' })).toBe(false);
    expect(open({ DEMO: 'false', REGISTRATION: 'open' })).toBe(true);
    expect(open({ DEMO: 'false', REGISTRATION: ' OPEN ' })).toBe(true);
    // A value it does not know fails closed.
    expect(open({ DEMO: 'false', REGISTRATION: 'yes' })).toBe(false);
    expect(open({ DEMO: 'true' })).toBe(true);
    expect(open({ DEMO: 'true', REGISTRATION: 'closed' })).toBe(false);
  });
});

describe('registration when closed', () => {
  it('answers 403 REGISTRATION_CLOSED and creates no account', async () => {
    const envs: Record<string, string>[] = [
      { DEMO: 'false' },
      { DEMO: 'true', REGISTRATION: 'closed' },
    ];
    for (const env of envs) {
      const t = await appWith(env);
      const email = 'closed.door@example.com';
      const res = await t.anonymous().call('registerUser', { json: person(email) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: {
          code: 'REGISTRATION_CLOSED',
          reason: 'Registration is closed. Ask an administrator for an account.',
        },
      });
      expect(await findUserByEmail(t.deps.db, email)).toBeUndefined();
      // The sign-in page asks first, without a session, and offers no "Create an account".
      const asked = await t.anonymous().call('getRegistration', {});
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ open: false });
    }
    const open = await appWith({ DEMO: 'false', REGISTRATION: 'open' });
    expect((await open.anonymous().call('getRegistration', {})).body).toEqual({ open: true });
  });

  it('does not tell whether an email has an account (a taken email gets the same 403)', async () => {
    const t = await appWith({ DEMO: 'true', REGISTRATION: 'closed' });
    const res = await t.anonymous().call('registerUser', { json: person('admin@example.com') });
    expect(res.status).toBe(403);
  });

  it('still answers 422 for a malformed body', async () => {
    const t = await appWith({ DEMO: 'false' });
    const res = await t.anonymous().call('registerUser', { json: { email: 'nope' } });
    expect(res.status).toBe(422);
  });
});

describe('registration when open', () => {
  it('sets no department, role or flag, whatever the request carries', async () => {
    const t = await appWith({ DEMO: 'true', REGISTRATION: 'open' });
    const email = 'sipho.ndlovu@example.com';
    const res = await t.anonymous().call<Record<string, unknown>>('registerUser', {
      json: {
        ...person(email),
        // A distributor account's scope is its department (decision 018): never self-chosen.
        department: 'Polokwane Distributors (Pty) Ltd',
        roles: ['admin'],
        role: 'admin',
        is_superuser: true,
        is_verified: true,
        is_active: false,
        is_mobile_enabled: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      department: null,
      roles: [],
      role: null,
      is_superuser: false,
      is_verified: false,
      is_active: true,
      is_mobile_enabled: false,
    });
    const row = await findUserByEmail(t.deps.db, email);
    expect(row).toMatchObject({
      department: null,
      roles: [],
      is_superuser: false,
      is_verified: false,
      is_active: true,
    });
  });

  it('gives the new account no access to distributor orders', async () => {
    const t = await appWith({ DEMO: 'true', REGISTRATION: 'open' });
    const email = 'scoped.in@example.com';
    const created = await t.anonymous().call('registerUser', {
      json: { ...person(email), department: 'Polokwane Distributors (Pty) Ltd' },
    });
    expect(created.status).toBe(201);
    const c = await t.login(email, 'Pietermaritzburg9');
    const res = await c.call('listDistributorOrders');
    expect(res.status).toBe(403);
  });
});
