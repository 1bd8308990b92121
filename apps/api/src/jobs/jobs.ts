/**
 * Runs long work (order processing, uploads, combining, weekly combinations) in the background
 * of the API process. A job's progress lives in its resource's row, which clients poll; the
 * runner only keeps track of what is still running, so tests and shutdown can wait for it.
 * The durable jobs (`job-queue.ts`) are claimed by `JobWorker`, which runs them through here.
 *
 * @example
 * deps.jobs.start('import upload 7', () => work());
 * await deps.jobs.idle(); // in tests: every started job has settled
 */
export class JobRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (name: string, error: unknown) => void = logJobError) {}

  /** Starts `work` after the current request has answered; its failure is reported, never thrown. */
  start(name: string, work: () => Promise<void>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.onError(name, error))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** How many jobs have not settled yet. */
  get size(): number {
    return this.running.size;
  }

  /** Resolves once every job, including jobs started by running jobs, has settled. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

function logJobError(name: string, error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${JSON.stringify({ level: 'error', job: name, error: message })}\n`);
}
