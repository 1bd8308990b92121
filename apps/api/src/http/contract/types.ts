import type { Requirement } from '@back-office/permissions';

/** A JSON Schema as it appears in the contract. */
export type JsonSchema = Record<string, unknown>;

/** An OpenAPI parameter object (after `$ref` resolution). */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** An OpenAPI media type entry. */
export interface MediaTypeObject {
  schema?: JsonSchema;
}

/** An OpenAPI request body. */
export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

/** An OpenAPI response object (after `$ref` resolution). */
export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
}

/** One operation of the contract, ready to match and validate requests. */
export interface Operation {
  operationId: string;
  /** Lower-case HTTP method. */
  method: string;
  /** The path template, e.g. `/api/orders/{id}`. */
  path: string;
  /** Who may call it (`x-required`). */
  required: Requirement;
  /** CPU-heavy (documents, spreadsheets, exports: `x-heavy`), limited per user (issue 33). */
  heavy: boolean;
  tags: string[];
  parameters: ParameterObject[];
  requestBody: RequestBodyObject | undefined;
  responses: Record<string, ResponseObject>;
  /** Index of the operation in the document (for JSON pointers). */
  pointer: string;
}

/** The bundled OpenAPI document (only the parts the backend reads are typed). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}
