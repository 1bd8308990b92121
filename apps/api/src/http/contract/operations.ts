import type { Requirement } from '@back-office/permissions';
import { pointerSegment, resolveRef } from './refs.ts';
import type {
  OpenApiDocument,
  Operation,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
} from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Every operation of the document with its `$ref`s resolved one level (parameters, request
 * body, responses). A missing `x-required` means a session is needed.
 */
export function readOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = resolveRef<Record<string, unknown>>(doc, rawItem);
    if (!item || '$ref' in item) continue; // an unresolved file in a partial bundle
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op?.operationId) continue;
      const byKey = new Map<string, ParameterObject>();
      for (const p of [...shared, ...((op.parameters as unknown[]) ?? [])]) {
        const param = resolveRef<ParameterObject>(doc, p);
        byKey.set(`${param.in}:${param.name}`, param);
      }
      const responses: Record<string, ResponseObject> = {};
      for (const [status, r] of Object.entries((op.responses as object) ?? {})) {
        responses[status] = resolveRef<ResponseObject>(doc, r);
      }
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        required: (op['x-required'] as Requirement | undefined) ?? { auth: 'login' },
        heavy: op['x-heavy'] === true,
        tags: (op.tags as string[]) ?? [],
        parameters: [...byKey.values()],
        requestBody: resolveRef<RequestBodyObject | undefined>(doc, op.requestBody),
        responses,
        pointer: `/paths/${pointerSegment(path)}/${method}`,
      });
    }
  }
  return operations;
}

/** A compiled path template. */
export interface Route {
  operation: Operation;
  regex: RegExp;
  names: string[];
  /** Number of parameters: static segments win (`/api/periods/active/current` over `{id}`). */
  rank: number;
}

/** Compiles an operation's path template (`/api/orders/{id}`) to a regular expression. */
export function compileRoute(operation: Operation): Route {
  const names: string[] = [];
  const pattern = operation.path
    .split('/')
    .map((seg) => {
      const m = /^\{(.+)\}$/.exec(seg);
      if (!m?.[1]) return seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  return { operation, regex: new RegExp(`^${pattern}/?$`), names, rank: names.length };
}
