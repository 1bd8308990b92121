import { passwordPolicyFailure } from '@back-office/domain';
import { audit } from '../audit/audit.ts';
import { rolesWords } from '../audit/audit-words.ts';
import { queuePasswordResetEmail, queueVerificationEmail } from '../auth/emails.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppDeps } from '../http/env.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { startMail } from '../mail/mail-queue.ts';
import { updateUser } from '../users/update-user.ts';
import { listUsers } from '../users/user-filters.ts';
import {
  deactivateUser,
  findUserByEmail,
  findUserById,
  insertUser,
  toUserRead,
  type UserRow,
} from '../users/user-row.ts';

/** User management (admin): list, create, get, update, deactivate, role assignment. */
export function userHandlers(deps: AppDeps) {
  const load = async (id: number): Promise<UserRow> => {
    const row = await findUserById(deps.db, id);
    if (!row) throw notFound('User not found');
    return row;
  };
  return {
    listUsers: async (_c, { query: q, json }) => {
      const { rows, total } = await listUsers(deps.db, q);
      return json(200, {
        users: rows.map(toUserRead),
        total,
        skip: q.skip,
        limit: q.limit,
      });
    },
    createUser: async (c, { body, json }) => {
      const email = body.email.trim();
      if (await findUserByEmail(deps.db, email)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
      const reason = passwordPolicyFailure(body.password, email);
      if (reason) throw badRequest({ code: 'REGISTER_INVALID_PASSWORD', reason });
      const hashed = await hashPassword(body.password, deps.config.scryptN);
      const { row, mail } = await deps.db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...body, email, hashed_password: hashed });
        const mail = created.is_verified ? undefined : await queueVerificationEmail(tx, created);
        await audit(tx, c, {
          action: 'create',
          resource: 'users',
          recordId: created.id,
          summary: `Created user ${created.email} (${rolesWords(created.roles)})`,
        });
        return { row: created, mail };
      });
      startMail(deps.worker, mail);
      return json(201, toUserRead(row));
    },
    getUser: async (_c, { params, json }) => {
      return json(200, toUserRead(await load(params.userId)));
    },
    updateUser: async (c, { params, body, json }) => {
      const target = await load(params.userId);
      const row = await updateUser(deps, c, target, body);
      return json(200, toUserRead(row));
    },
    deactivateUser: async (c, { params, json }) => {
      const target = await load(params.userId);
      if (target.id === userOf(c).id) throw conflict('You cannot deactivate your own account');
      if (!target.is_active) throw conflict(`User ${target.id} is already inactive`);
      const now = deps.now();
      const row = await deps.db.transaction(async (tx) => {
        const deactivated = await deactivateUser(tx, target.id, now);
        const ended = await revokeUserSessions(tx, target.id, 'user deactivated', now);
        await audit(tx, c, {
          action: 'deactivate',
          resource: 'users',
          recordId: target.id,
          summary: `Deactivated ${target.email} (${ended} sessions ended)`,
        });
        return deactivated ?? target;
      });
      return json(200, toUserRead(row));
    },
    setUserRoles: async (c, { params, body, json }) => {
      const target = await load(params.userId);
      const { roles } = body;
      const row = await updateUser(deps, c, target, { roles });
      return json(200, toUserRead(row));
    },
    sendUserPasswordResetEmail: async (c, { params, json }) => {
      const target = await load(params.userId);
      if (!target.is_active) {
        throw conflict(
          `User ${target.id} is inactive; reactivate them before sending a password reset email`,
        );
      }
      const mail = await deps.db.transaction(async (tx) => {
        const queued = await queuePasswordResetEmail(tx, target.email, target);
        await audit(tx, c, {
          action: 'password_reset',
          resource: 'users',
          recordId: target.id,
          summary: `Sent ${target.email} a password reset email`,
        });
        return queued;
      });
      startMail(deps.worker, mail);
      return json(202, { message: `A password reset email to ${target.email} is on its way.` });
    },
  } satisfies HandlerGroup;
}
