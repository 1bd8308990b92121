import { availableParallelism } from 'node:os';

/** How much CPU-heavy work (documents, spreadsheets) one API process takes on (issue 33). */
export interface HeavySettings {
  /** Worker threads for documents and spreadsheets (`HEAVY_WORKERS`; default: cores - 1, at least 1). */
  workers: number;
  /** Heavy requests one user may have running or waiting in this process (`HEAVY_PER_USER`, 4). */
  perUser: number;
  /** Heavy requests waiting for a worker in this process, all users (`HEAVY_QUEUE`, 32). */
  queue: number;
  /** A document or a spreadsheet read that takes longer is stopped (`HEAVY_TIMEOUT_MS`, 60000). */
  timeoutMs: number;
  /** List exports written at once by the export thread (`HEAVY_EXPORTS`, 8); more answer 429. */
  exports: number;
  /** Heap of each worker thread in MB (`HEAVY_WORKER_MEMORY_MB`, 512): past it, only its task fails. */
  memoryMb: number;
}

function int(value: string | undefined, fallback: number, min: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.max(min, n) : fallback;
}

/** The settings from the environment (documented in docs/operations.md). */
export function heavySettingsFrom(env: NodeJS.ProcessEnv = process.env): HeavySettings {
  return {
    workers: int(env.HEAVY_WORKERS, Math.max(1, availableParallelism() - 1), 1),
    perUser: int(env.HEAVY_PER_USER, 4, 1),
    queue: int(env.HEAVY_QUEUE, 32, 0),
    timeoutMs: int(env.HEAVY_TIMEOUT_MS, 60_000, 100),
    exports: int(env.HEAVY_EXPORTS, 8, 1),
    memoryMb: int(env.HEAVY_WORKER_MEMORY_MB, 512, 64),
  };
}
