/**
 * What the app holds of the durable-job worker (`JobWorker`). Its own module so the request
 * environment (`http/env.ts`) does not import the worker, whose job kinds import the features.
 */
export interface DurableJobs {
  /** This process's name on the jobs it claims. */
  readonly owner: string;
  /** Starts a job just enqueued (after its transaction committed), in the background. */
  runQueued(jobId: number, name: string): void;
  start(): void;
  poll(): Promise<void>;
  /** Stops claiming; returns how many running jobs were given back after `graceMs`. */
  stop(graceMs: number): Promise<number>;
}
