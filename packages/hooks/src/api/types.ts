import type { ApiClient, operations, Schemas } from '@back-office/api-client';

export type { ApiClient, Schemas };

/** The query parameters of an operation, by operationId: `QueryOf<'listOrders'>`. */
export type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/**
 * The JSON request body of an operation, by operationId: `BodyOf<'createOrder'>`. An optional
 * body (`requestBody?`) still yields its type; callers decide whether to send it.
 */
export type BodyOf<K extends keyof operations> =
  NonNullable<operations[K]['requestBody']> extends {
    content: { 'application/json': infer B };
  }
    ? B
    : never;

/** The multipart request body of an operation, by operationId. */
export type MultipartOf<K extends keyof operations> =
  NonNullable<operations[K]['requestBody']> extends {
    content: { 'multipart/form-data': infer B };
  }
    ? B
    : never;

/** A downloaded file: its content and the name to save it under. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly filename: string;
}
