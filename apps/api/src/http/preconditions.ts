import type { Context, MiddlewareHandler } from 'hono';
import type { Db, Queryable } from '../db/db.ts';
import { runWithFirstTransactionHook } from '../db/first-transaction.ts';
import type { Operation } from './contract/contract.ts';
import type { AppEnv } from './env.ts';
import { HttpError, notFound } from './errors.ts';
import type { Handlers } from './handlers.ts';
import { type VersionedRecord, versionedOperations } from './versioned-records.ts';

/** What `If-Match` accepts: any current version (`*`) or these strong tags' versions. */
type IfMatch = '*' | ReadonlySet<number>;

/** `If-Match` parsed (RFC 9110): `*`, or the versions of its strong tags; weak tags never match. */
export function parseIfMatch(header: string): IfMatch {
  if (header.trim() === '*') return '*';
  const versions = new Set<number>();
  for (const [, weak, tag] of header.matchAll(/(W\/)?"([^"]*)"/g)) {
    if (!weak && tag !== undefined && /^\d+$/.test(tag)) versions.add(Number(tag));
  }
  return versions;
}

const matches = (accepted: IfMatch, version: number) => accepted === '*' || accepted.has(version);

/** The strong ETag of a version. */
export const etagOf = (version: number) => `"${version}"`;

/** Thrown in the handler's first transaction when the locked row is no longer the one matched. */
class StaleOnLock extends HttpError {
  constructor() {
    super(412, 'The record changed since it was read');
  }
}

async function versionOf(
  db: Queryable,
  record: VersionedRecord,
  id: number,
  c: Context<AppEnv>,
  lock = false,
): Promise<number | undefined> {
  const [column, value] = record.scope?.(c) ?? [];
  const rows = await db.query<{ version: number }>(
    `SELECT version FROM ${record.table} WHERE id = $1${column ? ` AND ${column} = $2` : ''}${
      lock ? ' FOR UPDATE' : ''
    }`,
    column ? [id, value] : [id],
  );
  return rows[0]?.version;
}

type ErasedHandler = (
  c: Context<AppEnv>,
  input: {
    params: unknown;
    query: unknown;
    body: unknown;
    json: (status: number, body: unknown) => Response;
  },
) => Response | Promise<Response>;

/** The record as its GET answers it (its read handler, for this caller), or a loader's answer. */
async function currentOf(
  db: Db,
  handlers: Handlers,
  record: VersionedRecord,
  id: number,
  c: Context<AppEnv>,
): Promise<unknown> {
  const { current } = record;
  if (typeof current === 'function') return current(db, id, c);
  const read = (handlers as unknown as Record<string, ErasedHandler>)[current.operation];
  if (!read) throw new Error(`No handler for ${current.operation}`);
  let answer: unknown;
  await read(c, {
    params: current.params(id),
    query: {},
    body: undefined,
    json: (status, body) => {
      answer = body;
      return new Response(null, { status });
    },
  });
  return answer;
}

/** The 412: the record as it is now, and its ETag. */
async function staleAnswer(
  db: Db,
  handlers: Handlers,
  record: VersionedRecord,
  id: number,
  c: Context<AppEnv>,
): Promise<Response> {
  const current = await currentOf(db, handlers, record, id, c);
  if (typeof current !== 'object' || current === null || !('version' in current)) {
    throw notFound();
  }
  const detail = `This record was changed by someone else since it was read (it is now version ${current.version}); nothing was saved`;
  return c.json({ detail, current }, 412, { ETag: etagOf(Number(current.version)) });
}

/** Statuses whose answer the contract declares with an `ETag` header, per operation. */
const etagStatuses = new WeakMap<Operation, ReadonlySet<number>>();

function statusesWithEtag(op: Operation): ReadonlySet<number> {
  let found = etagStatuses.get(op);
  if (!found) {
    found = new Set(
      Object.entries(op.responses)
        .filter(([status, answer]) => /^2\d\d$/.test(status) && answer.headers?.ETag)
        .map(([status]) => Number(status)),
    );
    etagStatuses.set(op, found);
  }
  return found;
}

/** Sets `ETag` from the answer's `version` when the contract declares it for this answer. */
async function tagAnswer(c: Context<AppEnv>, op: Operation): Promise<void> {
  if (!statusesWithEtag(op).has(c.res.status)) return;
  const body: unknown = await c.res.clone().json();
  if (typeof body === 'object' && body !== null && 'version' in body) {
    c.res.headers.set('ETag', etagOf(Number(body.version)));
  }
}

/**
 * HTTP preconditions on versioned records (decision 041). A write of such a record
 * (`versionedOperations`) without `If-Match` answers 428; with one that names another version,
 * 412 with the record as it is now. The check runs again, atomically, in the first transaction
 * the handler opens: that transaction first locks the row (`SELECT version … FOR UPDATE`), so of
 * two writers sending the same ETag only the first passes. Every answer the contract declares
 * with `ETag` carries the record's version (a line's or payment's answer is its parent).
 */
export function preconditions(db: Db, handlers: Handlers): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const op = c.get('operation');
    if (!op) return next();
    const record = versionedOperations[op.operationId as keyof typeof versionedOperations];
    if (!record) {
      await next();
      return tagAnswer(c, op);
    }
    const id = await record.recordId(c.get('input').params, db);
    // A record that does not exist (for this caller) is the handler's 404.
    const version = id === undefined ? undefined : await versionOf(db, record, id, c);
    if (id === undefined || version === undefined) return next();
    const header = c.req.header('If-Match');
    if (header === undefined || header.trim() === '') {
      // Only for a record the caller may see: its read answers 404 for one out of their scope
      // (another distributor's order), the same as an unknown id, so a 428 would reveal it.
      await currentOf(db, handlers, record, id, c);
      throw new HttpError(
        428,
        'If-Match is required to change this record: send the ETag it was read with (or *)',
      );
    }
    const accepted = parseIfMatch(header);
    if (!matches(accepted, version)) {
      c.res = await staleAnswer(db, handlers, record, id, c);
      return;
    }
    await runWithFirstTransactionHook(async (tx) => {
      const locked = await versionOf(tx, record, id, c, true);
      if (locked !== undefined && !matches(accepted, locked)) throw new StaleOnLock();
    }, next);
    if (c.error instanceof StaleOnLock) {
      c.res = await staleAnswer(db, handlers, record, id, c);
      return;
    }
    await tagAnswer(c, op);
  };
}
