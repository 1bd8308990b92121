import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { authenticate } from './auth/authenticate.ts';
import { loadSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { withFirstTransactionHook } from './db/first-transaction.ts';
import { authorize } from './http/authorize.ts';
import { bodyLimits } from './http/body-limits.ts';
import { noStoreForApi } from './http/cache-control.ts';
import { Contract } from './http/contract/contract.ts';
import { csrf } from './http/csrf.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
import { dispatch } from './http/handlers.ts';
import { heavyScope } from './http/heavy-scope.ts';
import { matchOperation } from './http/match-operation.ts';
import { serverRenderer } from './http/page-render.ts';
import { preconditions } from './http/preconditions.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { serveWeb } from './http/serve-web.ts';
import { validateRequest } from './http/validate-request.ts';
import { jobKinds } from './jobs/job-kinds.ts';
import { JobWorker, workerOptionsOf } from './jobs/job-worker.ts';
import { JobRunner } from './jobs/jobs.ts';
import { mailJobKind, mailSettingsOf } from './mail/deliver-mail.ts';
import { Mailer } from './mail/transport.ts';
import {
  appMetrics,
  CountedStreamSlots,
  countedJobKinds,
  metricsRoute,
  requestMetrics,
} from './metrics/metrics.ts';
import { listenSourceFor } from './notifications/listen-source-for.ts';
import { LiveEvents } from './notifications/live-events.ts';
import { handlers } from './routes/index.ts';
import { referenceRoutes } from './routes/reference.ts';
import { ReceivedFiles } from './uploads/received-files.ts';

/** Builds the dependencies the app needs from a configuration and an open database. */
export async function createDeps(
  config: Config,
  db: Db,
  options: { contract?: Contract; now?: () => Date; jobs?: JobRunner } = {},
): Promise<AppDeps> {
  const now = options.now ?? (() => new Date());
  const mailer = new Mailer(config);
  const receivedFiles = new ReceivedFiles();
  const deps: AppDeps = {
    config,
    // A request's first transaction may carry its precondition check (decision 041).
    db: withFirstTransactionHook(db),
    contract: options.contract ?? new Contract(),
    secret: await loadSecret(db, config),
    now,
    jobs: options.jobs ?? new JobRunner(),
    lifecycle: { draining: false },
    live: new LiveEvents(listenSourceFor(config, db)),
    streamSlots: new CountedStreamSlots(config.eventsMaxStreams),
    // Reads `deps.jobs` when it runs, so tests may swap the runner (e.g. to hold jobs).
    worker: new JobWorker(
      db,
      () => deps.jobs,
      countedJobKinds(jobKinds(mailJobKind(mailer, mailSettingsOf(config)), receivedFiles)),
      now,
      workerOptionsOf(config),
    ),
    mailer,
    receivedFiles,
  };
  return deps;
}

/**
 * The API as a Hono app: request id, logs, security headers, CORS, CSRF, then for every
 * contract operation: match, authenticate, authorize (`x-required`), validate, handle.
 * Served by `main.ts`; called in-process by tests with `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const { config, contract } = deps;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(config.logRequests));
  app.use(requestMetrics());
  // Prometheus metrics, before the web app (never its HTML); main.ts keeps them off the web port.
  const metrics = appMetrics({
    get db() {
      return deps.db;
    },
    openStreams: () =>
      deps.streamSlots instanceof CountedStreamSlots ? deps.streamSlots.openStreams : 0,
    draining: () => deps.lifecycle.draining,
  });
  app.use(metricsRoute(metrics, config.metricsToken));
  // The built web app on this origin (production mode), before the API's own headers and CORS.
  // Its signed-in pages carry their first API answers, asked of this app in process.
  if (config.webDist) {
    app.use(
      serveWeb(
        config.webDist,
        contract,
        async (request) => app.fetch(request),
        serverRenderer(config.webDist, config.render),
      ),
    );
  }
  // JSON (and CSV) answers gzip-compressed for clients that accept it; files that are already
  // compressed (xlsx, pdf) are left alone.
  app.use(compress());
  app.use(
    secureHeaders({
      // A route may set its own policy (the reference page at /docs needs Redoc's script).
      overwrite: false,
      crossOriginResourcePolicy: false,
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use(
    cors({
      origin: config.webOrigins,
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // If-Match: preconditions (decision 041) and the web app's delete dry runs (045) send it.
      allowHeaders: ['Content-Type', 'Authorization', 'X-Request-ID', 'If-Match'],
      exposeHeaders: ['Content-Disposition', 'X-Request-ID', 'Retry-After', 'ETag'],
      maxAge: 600,
    }),
  );
  app.use(csrf(config.webOrigins));
  app.use(matchOperation(contract));
  app.use(bodyLimits());
  // Health and readiness never look at credentials: a cookie must not make them depend on the
  // database (liveness answers 200 whatever the database does).
  const authenticated = authenticate(deps);
  app.use((c, next) => {
    const id = c.get('operation')?.operationId;
    if (id === 'getHealth' || id === 'getReadiness') {
      c.set('user', null);
      c.set('session', null);
      return next();
    }
    return authenticated(c, next);
  });
  app.use(noStoreForApi());
  app.use(authorize());
  app.use(heavyScope());
  app.use(validateRequest(contract));
  const operations = handlers(deps);
  app.use(preconditions(deps.db, operations));
  app.use(dispatch(operations));
  // The contract's own pages (JSON, Redoc): not operations of the contract.
  app.route('/', referenceRoutes(deps));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(config.logErrors));
  return app;
}

/** The Hono app type. */
export type App = ReturnType<typeof createApp>;
