import { passwordPolicyFailure } from '@back-office/domain';
import { audit } from '../audit/audit.ts';
import { limitMailRequest, queueVerificationEmail } from '../auth/emails.ts';
import { consumeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps } from '../http/env.ts';
import { badRequest, HttpError, tooManyRequests } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { queueMail, startMail } from '../mail/mail-queue.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  toUserRead,
} from '../users/user-row.ts';

/**
 * Whether self-registration is on: `REGISTRATION=open|closed`, unset meaning open in demo mode
 * and closed otherwise (decision 039).
 */
export function registrationOpen(config: Pick<Config, 'registration' | 'demo'>): boolean {
  return (config.registration ?? (config.demo ? 'open' : 'closed')) === 'open';
}

/** Self-registration and email verification. */
export function authAccountHandlers(deps: AppDeps) {
  return {
    getRegistration: (_c, { json }) => json(200, { open: registrationOpen(deps.config) }),
    registerUser: async (c, { body, json }) => {
      if (!registrationOpen(deps.config)) {
        throw new HttpError(403, {
          code: 'REGISTRATION_CLOSED',
          reason: 'Registration is closed. Ask an administrator for an account.',
        });
      }
      const email = body.email.trim();
      if (await findUserByEmail(deps.db, email)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
      const reason = passwordPolicyFailure(body.password, email);
      if (reason) throw badRequest({ code: 'REGISTER_INVALID_PASSWORD', reason });
      const hashed = await hashPassword(body.password, deps.config.scryptN);
      const { user, mail } = await deps.db.transaction(async (tx) => {
        // Only these fields: never a department (it scopes distributor accounts) nor a role.
        const row = await insertUser(tx, {
          email,
          hashed_password: hashed,
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
        });
        const mail = await queueVerificationEmail(tx, row);
        await audit(tx, c, {
          action: 'register',
          resource: 'users',
          recordId: row.id,
          summary: `${row.email} registered`,
          actor: row,
        });
        return { user: row, mail };
      });
      startMail(deps.worker, mail);
      return json(201, toUserRead(user));
    },
    verifyEmail: async (c, { body, json }) => {
      const { token } = body;
      const now = deps.now();
      const user = await deps.db.transaction(async (tx) => {
        const found = await consumeToken(tx, token, 'verify', now);
        const row = found ? await findUserById(tx, found.userId) : undefined;
        if (!found || !row || row.email.toLowerCase() !== found.email) {
          throw badRequest('VERIFY_USER_BAD_TOKEN');
        }
        if (row.is_verified) throw badRequest('VERIFY_USER_ALREADY_VERIFIED');
        const updated = await markEmailVerified(tx, row.id, now);
        await audit(tx, c, {
          action: 'email_verify',
          resource: 'users',
          recordId: row.id,
          summary: `${row.email} confirmed their email address`,
          actor: row,
        });
        return updated ?? row;
      });
      return json(200, toUserRead(user));
    },
    resendVerification: async (c, { body, json }) => {
      const email = body.email.trim().toLowerCase();
      const now = deps.now();
      // Atomic, in one statement each: at most one email per interval and five an hour per
      // address, and a cap per client address, however many requests arrive at once and in
      // whichever process.
      const request = { kind: 'verify' as const, email, ip: clientIp(c) };
      const wait = await limitMailRequest(deps.db, deps.config, request, now);
      if (wait > 0) {
        throw tooManyRequests(
          `Too many verification requests. Try again in ${wait} seconds.`,
          wait,
        );
      }
      // Queued whatever the account's state (the job drops what does not apply), so the answer
      // and the work before it are the same for every address.
      const mail = await deps.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        return queueMail(tx, {
          kind: 'verification',
          userId: user?.is_active && !user.is_verified ? user.id : null,
          to: email,
        });
      });
      startMail(deps.worker, mail);
      return json(202, {
        message: 'If this email needs verifying, a verification email has been sent.',
      });
    },
  } satisfies HandlerGroup;
}
