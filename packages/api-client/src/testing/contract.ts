import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractDocument } from '../generated/contract.ts';
import type { paths } from '../generated/schema.ts';
import type { Schemas } from '../types.ts';
import type { ContractDocument } from './contract-document.ts';

/** The bundled contract (openapi/dist/openapi.json) this version of the client was generated from. */
export const contract: ContractDocument = contractDocument;

// OpenAPI 3.1 schemas are JSON Schema 2020-12; `contentMediaType` and friends are annotations.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components ?? {}, paths: contract.paths });

/** Every method the contract uses (an operation of any of them can be mocked). */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

function responseRef(path: string, method: Method, status: number): string {
  const operation = (contract.paths[path]?.[method] ?? undefined) as
    | { responses?: Record<string, ResponseObject> }
    | undefined;
  const response = operation?.responses?.[String(status)];
  if (response === undefined)
    throw new Error(`${method.toUpperCase()} ${path} has no ${status} response`);
  if (response.$ref) return `contract${response.$ref}`;
  return `contract#/paths/${pointer(path)}/${method}/responses/${status}`;
}

/**
 * Throws unless `body` is what the contract allows for `status` of `method path` (a JSON
 * schema check with ajv; no body when the contract has no JSON content).
 */
export function assertContractBody(path: string, method: Method, status: number, body: unknown) {
  const ref = responseRef(path, method, status);
  const response = ajv.getSchema(ref)?.schema as ResponseObject | undefined;
  const resolved = response?.$ref
    ? (ajv.getSchema(`contract${response.$ref}`)?.schema as ResponseObject)
    : response;
  const json = resolved?.content?.['application/json'];
  if (json === undefined) {
    if (body !== undefined)
      throw new Error(`${method.toUpperCase()} ${path} ${status} has no JSON body`);
    return;
  }
  const schemaRef = response?.$ref
    ? `contract${response.$ref}/content/application~1json/schema`
    : `${ref}/content/application~1json/schema`;
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`No schema at ${schemaRef}`);
  if (!validate(body)) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status} body breaks the contract: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

/** The first example of a schema, as its generated type: realistic data that conforms. */
export function example<K extends keyof Schemas>(name: K): Schemas[K] {
  const schema = contract.components?.schemas?.[name] as { examples?: unknown[] } | undefined;
  const first = schema?.examples?.[0];
  if (first === undefined) throw new Error(`Schema ${name} has no example`);
  return structuredClone(first) as Schemas[K];
}

/** Every `METHOD path` pair of the contract. */
export function contractOperations(): { method: Method; path: keyof paths & string }[] {
  const result: { method: Method; path: keyof paths & string }[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      if (item[method]) result.push({ method, path: path as keyof paths & string });
    }
  }
  return result;
}
