import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './types.ts';

/** The key under which the contract document is registered in every Ajv instance. */
export const DOC_KEY = 'contract';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

/** Which Ajv to build: request strings coerced, JSON bodies with defaults, or strict responses. */
export type AjvKind = 'coerce' | 'body' | 'response';

/** An Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) holding the contract document. */
export function createAjv(doc: OpenApiDocument, kind: AjvKind): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: kind === 'coerce' ? 'array' : false,
    useDefaults: kind !== 'response',
  });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_KEY);
  return ajv;
}
