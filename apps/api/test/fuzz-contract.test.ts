import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { type FuzzCase, fuzzCases } from './helpers/fuzz-cases.ts';
import { hostileSpreadsheets } from './helpers/hostile-spreadsheets.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

/**
 * The contract fuzz test: hostile requests derived from the contract for every operation, as
 * several roles, chosen by a seeded generator (a failure names the seed, operation and case;
 * the same seed replays it). Each must answer a status the operation declares (the client
 * checks every response against the contract), never 500; the process stays up with its
 * heap bounded; a refused request (4xx) changes no data.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 18);
/** Admin (it reaches the most validation) tries one case of every kind; the others one case. */
const ROLES = [
  'admin@example.com',
  'warehouse@example.com',
  'distributor.editor@example.com',
  'readonly@example.com',
  'anonymous',
] as const;
/** Tables that refused requests may legitimately write (sessions of fresh logins, rate limits). */
const UNWATCHED = new Set([
  'sessions',
  'auth_tokens',
  'rate_limit_hits',
  'schema_migrations',
  'outbox',
]);

let t: TestApp;
let files: File[];

beforeAll(async () => {
  t = await createTestApp();
  files = (await hostileSpreadsheets()).map((h) => h.file);
});
afterAll(() => t.close());

/** One query: every watched table's row count and latest `updated_at`. */
async function snapshotQuery(db: Queryable): Promise<string> {
  const tables = await db.query<{ table_name: string; has_updated: boolean }>(
    `SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'updated_at') AS has_updated
       FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name`,
  );
  const parts = tables
    .filter((x) => !UNWATCHED.has(x.table_name))
    .map(
      (x) =>
        `(SELECT '${x.table_name}:' || count(*)${x.has_updated ? " || ':' || coalesce(max(updated_at)::text, '')" : ''} FROM "${x.table_name}")`,
    );
  return `SELECT concat_ws(' ', ${parts.join(', ')}) AS state`;
}

describe('contract fuzz', () => {
  it('hostile requests to every operation, as each role: declared statuses, no 500, no change when refused', async () => {
    const contract = testContract();
    const doc = contract.doc;
    const sql = await snapshotQuery(t.deps.db);
    // Background jobs (an accepted upload's import) settle first: only the request is watched.
    const state = async () => {
      await t.deps.jobs.idle();
      return (await t.deps.db.query<{ state: string }>(sql))[0]?.state ?? '';
    };
    const clients = new Map<string, TestClient>();
    const clientOf = async (role: string) => {
      let client = clients.get(role);
      if (!client) {
        client = role === 'anonymous' ? t.anonymous() : await t.login(role);
        clients.set(role, client);
      }
      return client;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of contract.operations.entries()) {
      const all = fuzzCases(doc, op, files);
      const kinds = [...new Set(all.map((c) => c.kind))];
      for (const [r, role] of ROLES.entries()) {
        const pools = r === 0 ? kinds.map((k) => all.filter((c) => c.kind === k)) : [all];
        const picked = pools.map((pool, p) => pick(pool, SEED + index * 100 + r * 10 + p));
        const client = await clientOf(role);
        let before = await state();
        for (const c of picked) {
          sent++;
          const where = `${op.operationId} as ${role}, ${c.label} (seed ${SEED})`;
          const status = await send(client, op.operationId, c, failures, where);
          const after = await state();
          if (status !== undefined && status >= 400 && after !== before)
            failures.push(`${where}: refused with ${status} but changed data`);
          before = after;
        }
        // Auth operations may end the session: the next operation signs in again.
        if (op.tags.includes('Auth')) clients.delete(role);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(contract.operations.length * 5);
    // The process is up (this line runs) and its heap stayed bounded.
    expect(process.memoryUsage().heapUsed).toBeLessThan(1024 * 1024 * 1024);
  }, 120_000);
});

/** One case of `pool`, chosen by fast-check's seeded generator. */
function pick<T>(pool: T[], seed: number): T {
  const [chosen] = fc.sample(fc.constantFrom(...pool), { seed, numRuns: 1 });
  return chosen as T;
}

async function send(
  client: TestClient,
  operationId: string,
  c: FuzzCase,
  failures: string[],
  where: string,
) {
  try {
    // Fuzzed input is off-contract on purpose: by operationId, the answer checked.
    const res = await client.call(operationId, c.options);
    if (res.status >= 500) failures.push(`${where}: ${res.status}`);
    return res.status;
  } catch (error) {
    failures.push(
      `${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    return undefined;
  }
}
