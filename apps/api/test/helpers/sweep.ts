import { checkRequirement } from '@back-office/permissions';
import type { Operation } from '../../src/http/contract/types.ts';
import { findUserByEmail, toAuthUser } from '../../src/users/user-row.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/** Every demo account (the sweep's rows). */
export const SWEEP_ACCOUNTS = [
  'admin@example.com',
  'supervisor@example.com',
  'warehouse@example.com',
  'readonly@example.com',
  'distributor.admin@example.com',
  'distributor.editor@example.com',
  'distributor.readonly@example.com',
  'root@example.com',
] as const;

/** What a sweep did: the operations it called and the cells that answered wrongly. */
export interface SweepResult {
  /** The operationIds swept (every guarded operation `select` kept). */
  swept: string[];
  /** An empty list is a pass. */
  mismatches: SweepMismatch[];
}

/** One cell of the sweep that did not answer as `@back-office/permissions` predicts. */
export interface SweepMismatch {
  operationId: string;
  account: string;
  expected: string;
  actual: number;
}

/** The path of `op` with placeholder ids: allowed calls stop at 404/422 and change nothing. */
export function placeholderPath(op: Operation): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    return p?.schema?.type === 'integer' ? '999999' : 'zzz-unknown';
  });
}

/**
 * The authorisation sweep: every guarded operation (permission or role in `x-required`) that
 * `select` keeps × every demo account (and an anonymous caller) → the status the matrix
 * predicts: 401 anonymous, 403 when `checkRequirement` refuses, anything but 401/403 when it
 * allows. Requests carry placeholder ids and no body, so allowed calls stop at 404/422 and
 * change nothing. Returns the swept operationIds and the mismatches (an empty list is a pass).
 */
export async function authorizationSweep(
  t: TestApp,
  select: (op: Operation) => boolean = () => true,
): Promise<SweepResult> {
  const ops = t.deps.contract.operations.filter((op) => !('auth' in op.required) && select(op));
  const mismatches: SweepMismatch[] = [];
  const callers: [string, TestClient, ReturnType<typeof toAuthUser> | null][] = [
    ['anonymous', t.anonymous(), null],
  ];
  for (const email of SWEEP_ACCOUNTS) {
    const row = await findUserByEmail(t.deps.db, email);
    if (!row) throw new Error(`demo account ${email} missing`);
    callers.push([email, await t.login(email), toAuthUser(row)]);
  }
  for (const op of ops) {
    for (const [account, client, user] of callers) {
      const res = await client.raw(op.method.toUpperCase(), placeholderPath(op));
      const decision = checkRequirement(user, op.required);
      const expected = decision.allowed ? 'allowed' : user ? '403' : '401';
      const ok =
        expected === 'allowed'
          ? res.status !== 401 && res.status !== 403
          : res.status === Number(expected);
      if (!ok)
        mismatches.push({ operationId: op.operationId, account, expected, actual: res.status });
    }
  }
  return { swept: ops.map((op) => op.operationId), mismatches };
}
