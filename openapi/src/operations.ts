import { readFileSync } from 'node:fs';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call an operation, as the contract's `x-required` states it. */
export type Requirement =
  | { auth: 'public' }
  | { auth: 'login' }
  | { permission: string }
  | { role: string };

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-required'?: Requirement;
  'x-beyond-spec'?: boolean;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>> & Record<string, unknown>>;
  components?: { schemas?: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface ListedOperation {
  /** `GET /api/orders/{id}`: the form `spec-operations.txt` uses. */
  key: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

/**
 * Every operation of a bundled document, in document order.
 * @example listOperations(doc).map((o) => o.key) // ['POST /api/upload', ...]
 */
export function listOperations(doc: OpenApiDocument): ListedOperation[] {
  const out: ListedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) out.push({ key: `${method.toUpperCase()} ${path}`, method, path, operation });
    }
  }
  return out;
}

/** The specification's operations, one `METHOD /path` per entry. */
export function readSpecOperations(
  file = new URL('../spec-operations.txt', import.meta.url),
): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The bundled contract (`dist/openapi.json`, made by the `generate` task). */
export function readBundledContract(
  file = new URL('../dist/openapi.json', import.meta.url),
): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}
