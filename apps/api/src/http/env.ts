import type { PermissionUser } from '@back-office/permissions';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { DurableJobs } from '../jobs/durable-jobs.ts';
import type { JobRunner } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/transport.ts';
import type { LiveEvents } from '../notifications/live-events.ts';
import type { StreamSlots } from '../notifications/stream-slots.ts';
import type { ReceivedFiles } from '../uploads/received-files.ts';
import type { Contract, Operation } from './contract/contract.ts';

/** The signed-in user as the handlers see it (a database row plus the permission view). */
export interface AuthUser extends PermissionUser {
  id: number;
  email: string;
  is_active: boolean;
  is_verified: boolean;
}

/** The session that authenticated the request. */
export interface AuthSession {
  id: number;
  mode: 'cookie' | 'token';
}

/** What the contract middleware validated (path and query coerced to their declared types). */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** JSON body, or form fields (files kept as `File`). */
  body: unknown;
}

/** Everything a route module needs, passed once to every sub-app factory. */
export interface AppDeps {
  config: Config;
  db: Db;
  contract: Contract;
  /** HMAC key of the access tokens. */
  secret: Buffer;
  /** Clock, replaceable in tests. */
  now: () => Date;
  /** Background jobs (processing, imports, combining); tests await `jobs.idle()`. */
  jobs: JobRunner;
  /** Claims and runs the durable jobs (enqueued with `enqueueJob`) through `jobs`. */
  worker: DurableJobs;
  /** Sends this process's email (SMTP, the demo's in-memory outbox, or nothing: decision 038). */
  mailer: Mailer;
  /** This process's relay of the users' live events to their open streams (decision 025). */
  live: LiveEvents;
  /** The event streams each user holds open here (capped). */
  streamSlots: StreamSlots;
  /** Set when the process is shutting down: readiness answers 503 from then on. */
  lifecycle: { draining: boolean };
  /** Uploads' bytes handed from their POST to their import job (decision 061). */
  receivedFiles: ReceivedFiles;
}

/** Hono's environment: the per-request variables set by the platform middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    operation: Operation | undefined;
    input: RequestInput;
    user: AuthUser | null;
    session: AuthSession | null;
  };
}
