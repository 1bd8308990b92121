import { Hono } from 'hono';
import { sendVerificationEmail } from '../auth/emails.ts';
import { passwordPolicyFailure } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { bodyOf, paramsOf, queryOf, userOf } from '../http/input.ts';
import { audit } from '../platform/audit.ts';
import { rolesWords } from '../platform/audit-words.ts';
import { Where } from '../platform/where.ts';
import { type UserChanges, updateUser } from '../users/update-user.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  toUserRead,
  type UserRow,
} from '../users/user-row.ts';

interface ListQuery {
  skip: number;
  limit: number;
  sort_by: string;
  sort_order: 'asc' | 'desc';
  search?: string;
  role?: string;
  is_active?: boolean;
}

interface CreateBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  department?: string | null;
  roles?: string[];
  is_active?: boolean;
  is_verified?: boolean;
  is_mobile_enabled?: boolean;
}

/** User management (admin): list, create, get, update, deactivate, role assignment. */
export function userRoutes(deps: AppDeps) {
  const webOrigin = deps.config.webOrigins[0] ?? 'http://127.0.0.1:5173';
  const load = async (id: number): Promise<UserRow> => {
    const row = await findUserById(deps.db, id);
    if (!row) throw notFound('User not found');
    return row;
  };
  return new Hono<AppEnv>()
    .get('/api/users', async (c) => {
      const q = queryOf<ListQuery>(c);
      const w = new Where()
        .addIf(
          q.search && `%${q.search.toLowerCase()}%`,
          `(lower(email) LIKE ? OR lower(first_name) LIKE ? OR lower(last_name) LIKE ? OR lower(coalesce(department, '')) LIKE ?)`,
        )
        .addIf(q.role, '? = ANY(roles)')
        .addIf(q.is_active, 'is_active = ?');
      const total = await deps.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users ${w.sql}`,
        w.params,
      );
      const order = `${q.sort_by} ${q.sort_order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id ${q.sort_order === 'asc' ? 'ASC' : 'DESC'}`;
      const rows = await deps.db.query<UserRow>(
        `SELECT * FROM users ${w.sql} ORDER BY ${order} LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
        w.params,
      );
      return c.json(
        { users: rows.map(toUserRead), total: total[0]?.n ?? 0, skip: q.skip, limit: q.limit },
        200,
      );
    })
    .post('/api/users', async (c) => {
      const body = bodyOf<CreateBody>(c);
      const email = body.email.trim();
      if (await findUserByEmail(deps.db, email)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
      const reason = passwordPolicyFailure(body.password, email);
      if (reason) throw badRequest({ code: 'REGISTER_INVALID_PASSWORD', reason });
      const hashed = await hashPassword(body.password, deps.config.scryptN);
      const row = await deps.db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...body, email, hashed_password: hashed });
        if (!created.is_verified) await sendVerificationEmail(tx, created, webOrigin, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'users',
          recordId: created.id,
          summary: `Created user ${created.email} (${rolesWords(created.roles)})`,
        });
        return created;
      });
      return c.json(toUserRead(row), 201);
    })
    .get('/api/users/:userId', async (c) => {
      return c.json(toUserRead(await load(paramsOf<{ userId: number }>(c).userId)), 200);
    })
    .put('/api/users/:userId', async (c) => {
      const target = await load(paramsOf<{ userId: number }>(c).userId);
      const row = await updateUser(deps, c, target, bodyOf<UserChanges>(c));
      return c.json(toUserRead(row), 200);
    })
    .post('/api/users/:userId/deactivate', async (c) => {
      const target = await load(paramsOf<{ userId: number }>(c).userId);
      if (target.id === userOf(c).id) throw conflict('You cannot deactivate your own account');
      if (!target.is_active) throw conflict(`User ${target.id} is already inactive`);
      const now = deps.now();
      const row = await deps.db.transaction(async (tx) => {
        const rows = await tx.query<UserRow>(
          'UPDATE users SET is_active = false, updated_at = $2 WHERE id = $1 RETURNING *',
          [target.id, now],
        );
        const ended = await revokeUserSessions(tx, target.id, 'user deactivated', now);
        await audit(tx, c, {
          action: 'deactivate',
          resource: 'users',
          recordId: target.id,
          summary: `Deactivated ${target.email} (${ended} sessions ended)`,
        });
        return rows[0] ?? target;
      });
      return c.json(toUserRead(row), 200);
    })
    .put('/api/users/:userId/roles', async (c) => {
      const target = await load(paramsOf<{ userId: number }>(c).userId);
      const { roles } = bodyOf<{ roles: string[] }>(c);
      const row = await updateUser(deps, c, target, { roles });
      return c.json(toUserRead(row), 200);
    });
}
