import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './db.ts';

/** Work to run at the start of the first transaction a request opens (decision 041). */
export type TransactionHook = (tx: Queryable) => Promise<void>;

interface Pending {
  hook: TransactionHook | undefined;
}

const pending = new AsyncLocalStorage<Pending>();

/**
 * Runs `fn` so that the first `db.transaction` it opens (through {@link withFirstTransactionHook}'s
 * database) runs `hook` first, inside that transaction. Consumed once: later transactions do not.
 */
export function runWithFirstTransactionHook<T>(hook: TransactionHook, fn: () => Promise<T>) {
  return pending.run({ hook }, fn);
}

/** `db` whose transactions run a pending {@link TransactionHook} first. */
export function withFirstTransactionHook<D extends Db>(db: D): D {
  const transaction: Db['transaction'] = (fn) =>
    db.transaction(async (tx) => {
      const store = pending.getStore();
      const hook = store?.hook;
      if (store) store.hook = undefined;
      if (hook) await hook(tx);
      return fn(tx);
    });
  return Object.assign(Object.create(Object.getPrototypeOf(db)), db, { transaction });
}
