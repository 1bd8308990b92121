import { AsyncLocalStorage } from 'node:async_hooks';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/errors.ts';
import { type HeavySettings, heavySettingsFrom } from './heavy-settings.ts';
import type { HeavyOutcome, HeavyTask } from './heavy-task.ts';

/**
 * Two pools of worker threads (piscina, decision 042) so CPU-heavy work never stalls the
 * event loop: `documents` runs one task per thread (PDFs, workbooks, spreadsheet reads), each
 * abortable (its client went away, or it ran past the time limit: piscina stops that thread,
 * so only that request fails); `exports` is one thread writing several streamed list exports
 * at once (they wait on their reader most of the time).
 */
interface Pools {
  documents: Piscina<HeavyTask, HeavyOutcome>;
  exports: Piscina<HeavyTask, HeavyOutcome>;
}

let settings: HeavySettings = heavySettingsFrom();
let pools: Pools | undefined;
const inFlightByOwner = new Map<string, number>();
let exportsOpen = 0;

/** The worker's file: the TypeScript source in development and tests, the built file in dist. */
function workerFile(): string {
  const source = import.meta.url.endsWith('.ts');
  return new URL(source ? './heavy-worker.ts' : './heavy-worker.js', import.meta.url).href;
}

function poolsNow(): Pools {
  if (!pools) {
    const filename = workerFile();
    // Node's own `localStorage` (Node 25+) warns in every worker without a file: turn it off.
    const execArgv = ['--no-webstorage'];
    pools = {
      documents: new Piscina({
        filename,
        execArgv,
        maxThreads: settings.workers,
        // Piscina replaces an ended thread (a task aborted or past its time limit, a crash) only
        // up to minThreads, and starts one for waiting tasks only when another task comes: with
        // none kept, the tasks waiting behind an aborted one would wait for a new request.
        minThreads: 1,
        idleTimeout: 30_000,
        concurrentTasksPerWorker: 1,
        resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
      }),
      exports: new Piscina({
        filename,
        execArgv,
        maxThreads: 1,
        minThreads: 0,
        idleTimeout: 30_000,
        concurrentTasksPerWorker: settings.exports,
        resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
      }),
    };
    // A thread that fails with no task of its own (while starting) must not end the process.
    for (const pool of [pools.documents, pools.exports]) {
      pool.on('error', (error: unknown) =>
        log('heavy worker thread failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }
  return pools;
}

/** Other settings (tests, and `main.ts` from the environment); restarts the pools. */
export async function configureHeavyWork(next: Partial<HeavySettings>): Promise<void> {
  await stopHeavyWork();
  settings = { ...settings, ...next };
}

/** Stops the worker threads (shutdown); the next task starts them again. */
export async function stopHeavyWork(): Promise<void> {
  const old = pools;
  pools = undefined;
  if (old) await Promise.all([old.documents.destroy(), old.exports.destroy()]);
}

/**
 * Starts the worker threads now and waits until the first one is up, so the first document or
 * import after a boot does not pay for starting a thread and loading its modules (about 0.3 s
 * of CPU from TypeScript sources, less from the built files). `main.ts` calls it at start.
 */
export async function startHeavyWork(): Promise<void> {
  await poolsNow().documents.run({ kind: 'ready' });
}

/** What each pool is doing (the `/metrics` gauges, and tests). */
export function heavyWorkStats() {
  const of = (pool: Piscina<HeavyTask, HeavyOutcome> | undefined) => ({
    threads: pool?.threads.length ?? 0,
    waiting: pool?.queueSize ?? 0,
    completed: pool?.completed ?? 0,
  });
  return { documents: of(pools?.documents), exports: { ...of(pools?.exports), open: exportsOpen } };
}

/** Who a request's heavy work is counted against, and its abort signal (the client left). */
export interface HeavyScope {
  owner: string;
  signal: AbortSignal | undefined;
}

const scope = new AsyncLocalStorage<HeavyScope>();

/** Runs `fn` with heavy work counted against `owner` (the request middleware). */
export function withHeavyScope<T>(value: HeavyScope, fn: () => T): T {
  return scope.run(value, fn);
}

const RETRY_AFTER_SECONDS = 2;

function tooMany(detail: string): HttpError {
  return new HttpError(429, detail, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/**
 * Counts a heavy request (an `x-heavy` operation) against its owner while it runs: beyond
 * `perUser` at once, 429 with `Retry-After` before any work is done. Returns the release.
 */
export function enterHeavyRequest(owner: string): () => void {
  const mine = inFlightByOwner.get(owner) ?? 0;
  if (mine >= settings.perUser) {
    throw tooMany(
      `You already have ${mine} documents, exports or spreadsheets being made; wait for them, then try again.`,
    );
  }
  inFlightByOwner.set(owner, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlightByOwner.get(owner) ?? 1) - 1;
    if (left <= 0) inFlightByOwner.delete(owner);
    else inFlightByOwner.set(owner, left);
  };
}

/**
 * A request's task waits for a thread only while fewer than `queue` tasks wait in this process:
 * beyond, 429 with `Retry-After`. Work outside a request (a background job, the demo seed) is
 * not refused: it waits for a thread.
 */
function assertRoomInQueue(pool: Piscina<HeavyTask, HeavyOutcome>): void {
  if (scope.getStore() && pool.queueSize >= settings.queue) {
    throw tooMany('The server is busy making documents for others; try again in a moment.');
  }
}

function unwrapOutcome(outcome: HeavyOutcome): unknown {
  if (outcome.ok) return outcome.value;
  const { status, detail, headers, field } = outcome.refusal;
  throw new HttpError(status, detail as string, headers, field);
}

function log(message: string, fields: Record<string, unknown>): void {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: message, ...fields })}\n`,
  );
}

/**
 * Runs a document or spreadsheet task on a worker thread and answers its value; a refusal made
 * there (400, 413, …) is thrown here as the same `HttpError`. A thread that crashes, or a task
 * that passes the time limit, fails this task alone with 503 and a log line; a request whose
 * client went away stops its task (499).
 */
export async function runHeavy(task: HeavyTask, transferList: Transferable[] = []) {
  const pool = poolsNow().documents;
  assertRoomInQueue(pool);
  const clientSignal = scope.getStore()?.signal;
  if (clientSignal?.aborted) throw new HttpError(499, 'The client closed the request');
  // Either ends the task: a waiting one leaves the queue, a running one's thread is ended and
  // replaced (see minThreads).
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = clientSignal ? AbortSignal.any([clientSignal, timeout]) : timeout;
  try {
    return unwrapOutcome(await pool.run(task, { signal, transferList: transferList as never }));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (clientSignal?.aborted) throw new HttpError(499, 'The client closed the request');
    const timedOut = timeout.aborted;
    log(timedOut ? 'heavy task timed out' : 'heavy task failed', {
      task: task.kind,
      timeoutMs: settings.timeoutMs,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(
      503,
      timedOut
        ? `Making this took longer than ${Math.round(settings.timeoutMs / 1000)} s and was stopped; try a smaller selection.`
        : 'The server could not finish making this; try again.',
    );
  }
}

/**
 * Starts a streamed list export on the export thread (its rows arrive through `task.port`):
 * counted like {@link runHeavy}, and at most `exports` at once in this process. Resolves when
 * the export thread has finished with it.
 */
export function runExport(task: HeavyTask & { kind: 'xlsxExport' }): Promise<void> {
  const pool = poolsNow().exports;
  if (exportsOpen >= settings.exports) {
    throw tooMany('The server is busy writing exports for others; try again in a moment.');
  }
  exportsOpen++;
  return pool
    .run(task, { transferList: [task.port] as never })
    .then(unwrapOutcome)
    .then(() => undefined)
    .finally(() => {
      exportsOpen--;
    });
}
