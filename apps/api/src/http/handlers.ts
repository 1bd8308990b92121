import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import type {
  JsonAnswer,
  JsonStatus,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from './operation-types.ts';

export type {
  JsonAnswer,
  JsonStatus,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from './operation-types.ts';

/** What a handler receives: the validated input typed from the contract, and a typed answer. */
export interface HandlerInput<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** A JSON answer whose status and body the contract declares for this operation. */
  json: <S extends JsonStatus<K>>(status: S, body: JsonAnswer<K, S>) => Response;
}

/** The handler of one contract operation. */
export type Handler<K extends OperationId> = (
  c: Context<AppEnv>,
  input: HandlerInput<K>,
) => Response | Promise<Response>;

/** One handler per contract operation, keyed by operationId. */
export type Handlers = { [K in OperationId]: Handler<K> };

/** The handlers of one resource (a route module). */
export type HandlerGroup = Partial<Handlers>;

// The dispatcher calls whichever handler the contract matched; input types were checked where
// the handler was written, so here one erased signature is enough.
type ErasedHandler = (
  c: Context<AppEnv>,
  input: {
    params: unknown;
    query: unknown;
    body: unknown;
    json: (status: number, body: unknown) => Response;
  },
) => Response | Promise<Response>;

/** The handlers of several groups together (typed as all of their operations). */
type Merged<T extends readonly HandlerGroup[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly HandlerGroup[],
]
  ? Head & Merged<Rest>
  : unknown;

/** Merges route modules' handlers; an operation handled twice is a start-up error. */
export function combineHandlers<const T extends readonly HandlerGroup[]>(groups: T): Merged<T> {
  const all: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group)) {
      if (operationId in all) throw new Error(`Operation ${operationId} has two handlers`);
      all[operationId] = handler;
    }
  }
  return all as Merged<T>;
}

/**
 * Runs the handler of the operation the contract matched (`c.var.operation`), with the input
 * the validator stored. Paths are matched once, by the contract: no route strings here.
 */
export function dispatch(handlers: Handlers): MiddlewareHandler<AppEnv> {
  const byId = handlers as Record<string, ErasedHandler | undefined>;
  return async (c, next) => {
    const operation = c.get('operation');
    const handler = operation ? byId[operation.operationId] : undefined;
    if (!handler) return next();
    const { params, query, body } = c.get('input');
    return handler(c, {
      params,
      query,
      body,
      json: (status, answer) => c.json(answer, status as Parameters<typeof c.json>[1]),
    });
  };
}
