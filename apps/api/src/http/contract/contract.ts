import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv, DOC_KEY } from './ajv.ts';
import { loadContractDocument } from './load.ts';
import { compileRoute, type Route, readOperations } from './operations.ts';
import { absolutizeRefs } from './refs.ts';
import type { JsonSchema, OpenApiDocument, Operation } from './types.ts';

export type { Operation } from './types.ts';

/** The result of matching a request against the contract. */
export type Match =
  | { kind: 'operation'; operation: Operation; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

/** A path segment percent-decoded; a malformed escape (`%E0%A4%A`) stays as sent. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The contract at run time: operations by method + path, and cached Ajv validators. */
export class Contract {
  readonly doc: OpenApiDocument;
  readonly operations: Operation[];
  private readonly routes: Route[];
  private readonly ajvs = new Map<string, Ajv2020>();
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument = loadContractDocument()) {
    this.doc = doc;
    this.operations = readOperations(doc);
    this.routes = this.operations.map(compileRoute).sort((a, b) => a.rank - b.rank);
  }

  /** Finds the operation for a method and a URL path. */
  match(method: string, path: string): Match {
    const allow: string[] = [];
    const m = method.toLowerCase();
    for (const route of this.routes) {
      const found = route.regex.exec(path);
      if (!found) continue;
      if (route.operation.method !== m) {
        allow.push(route.operation.method.toUpperCase());
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = safeDecode(found[i + 1] ?? '');
      });
      return { kind: 'operation', operation: route.operation, params };
    }
    return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'none' };
  }

  /** The operation with this `operationId`. */
  operation(operationId: string): Operation {
    const op = this.operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`Unknown operationId ${operationId}`);
    return op;
  }

  /** A cached validator for an object of parameters (`in` = path, query or header). */
  paramsValidator(op: Operation, where: 'path' | 'query' | 'header'): ValidateFunction {
    return this.compile(`${op.operationId}:${where}`, 'coerce', () => {
      const params = op.parameters.filter((p) => p.in === where);
      const properties: Record<string, JsonSchema> = {};
      for (const p of params) {
        properties[where === 'header' ? p.name.toLowerCase() : p.name] = absolutizeRefs(
          p.schema ?? {},
          DOC_KEY,
        );
      }
      const required = params
        .filter((p) => p.required)
        .map((p) => (where === 'header' ? p.name.toLowerCase() : p.name));
      return { type: 'object', properties, required };
    });
  }

  /** A cached validator for the request body in one media type (forms are coerced). */
  bodyValidator(op: Operation, mediaType: string): ValidateFunction {
    const kind = mediaType === 'application/json' ? 'body' : 'coerce';
    return this.compile(`${op.operationId}:body:${mediaType}`, kind, () =>
      absolutizeRefs(op.requestBody?.content[mediaType]?.schema ?? {}, DOC_KEY),
    );
  }

  /** A cached strict validator for a response body, or undefined when none is declared. */
  responseValidator(op: Operation, status: string, mediaType: string) {
    const schema = op.responses[status]?.content?.[mediaType]?.schema;
    if (!schema) return undefined;
    return this.compile(`${op.operationId}:response:${status}:${mediaType}`, 'response', () =>
      absolutizeRefs(schema, DOC_KEY),
    );
  }

  private compile(key: string, kind: 'coerce' | 'body' | 'response', schema: () => JsonSchema) {
    let fn = this.cache.get(key);
    if (!fn) {
      let ajv = this.ajvs.get(kind);
      if (!ajv) {
        ajv = createAjv(this.doc, kind);
        this.ajvs.set(kind, ajv);
      }
      fn = ajv.compile(schema());
      this.cache.set(key, fn);
    }
    return fn;
  }
}
