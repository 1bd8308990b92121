import type { operations } from '@back-office/api-client';
import type { BODY_DEFAULTS, QUERY_DEFAULTS } from './contract/defaults.ts';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
type Present<T, Else> = [NonNullable<T>] extends [never] ? Else : NonNullable<T>;
type Defaulted<K extends OperationId, T> = K extends keyof T
  ? T[K] extends readonly string[]
    ? T[K][number]
    : never
  : never;
/** `T` with the keys `D` present (distributes over a union of media types). */
type Filled<T, D> = T extends object ? Omit<T, D & keyof T> & Required<Pick<T, D & keyof T>> : T;

/** The validated, coerced path parameters of an operation. */
export type PathParams<K extends OperationId> = Present<
  Op<K>['parameters']['path'],
  Record<string, never>
>;

/** The validated query; parameters the contract gives a default are always present. */
export type QueryParams<K extends OperationId> =
  Present<Op<K>['parameters']['query'], Record<string, never>> extends infer Q
    ? Filled<Q, Defaulted<K, typeof QUERY_DEFAULTS>>
    : never;

/** Files arrive as `File` (the generated types say `Blob`: the client's view of a part). */
type Received<T> = T extends Blob
  ? File
  : T extends (infer E)[]
    ? Received<E>[]
    : T extends object
      ? { [P in keyof T]: Received<T[P]> }
      : T;

type BodyContent<K extends OperationId> =
  Present<Op<K>['requestBody'], undefined> extends {
    content: infer C;
  }
    ? Received<Filled<C[keyof C], Defaulted<K, typeof BODY_DEFAULTS>>>
    : undefined;

/** The validated JSON body, or the form fields (files as `File`); undefined when optional. */
export type RequestBody<K extends OperationId> = undefined extends Op<K>['requestBody']
  ? BodyContent<K> | undefined
  : BodyContent<K>;

type Responses<K extends OperationId> = Op<K>['responses'];

/** The statuses for which the operation declares a JSON answer. */
export type JsonStatus<K extends OperationId> = {
  [S in keyof Responses<K>]: Responses<K>[S] extends { content: { 'application/json': unknown } }
    ? S
    : never;
}[keyof Responses<K>] &
  number;

/** The JSON body the contract declares for one status of an operation. */
export type JsonAnswer<K extends OperationId, S extends JsonStatus<K>> = Responses<K>[S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;
