import { describe, expect, it } from 'vitest';
import { BODY_DEFAULTS, QUERY_DEFAULTS } from '../src/http/contract/defaults.ts';
import { resolveRef } from '../src/http/contract/refs.ts';
import type { JsonSchema } from '../src/http/contract/types.ts';
import { testContract } from './helpers/test-app.ts';

/** The handlers' "filled by default" types must list exactly what the contract defaults. */
describe('the defaults the request validator fills', () => {
  const contract = testContract();
  const schemaOf = (s: unknown) => resolveRef<JsonSchema>(contract.doc, s) ?? {};

  it('lists every query parameter with a default, by operation', () => {
    const fromContract: Record<string, string[]> = {};
    for (const op of contract.operations) {
      const names = op.parameters
        .filter((p) => p.in === 'query' && schemaOf(p.schema).default !== undefined)
        .map((p) => p.name);
      if (names.length > 0) fromContract[op.operationId] = names;
    }
    expect(QUERY_DEFAULTS).toEqual(fromContract);
  });

  it('lists every optional top-level body property with a default, by operation', () => {
    const fromContract: Record<string, string[]> = {};
    for (const op of contract.operations) {
      const names = new Set<string>();
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        const schema = schemaOf(media.schema);
        const required = new Set((schema.required as string[] | undefined) ?? []);
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        for (const [name, property] of Object.entries(properties)) {
          if (!required.has(name) && schemaOf(property).default !== undefined) names.add(name);
        }
      }
      if (names.size > 0) fromContract[op.operationId] = [...names];
    }
    expect(BODY_DEFAULTS).toEqual(fromContract);
  });
});
