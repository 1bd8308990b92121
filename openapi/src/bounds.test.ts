import { describe, expect, it } from 'vitest';
import { listOperations, type OpenApiDocument, readBundledContract } from './operations.ts';

const doc = readBundledContract();
const operations = listOperations(doc);
type Schema = Record<string, unknown>;

function resolve(doc: OpenApiDocument, value: unknown): Schema | undefined {
  let current = value as Schema | undefined;
  for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (o, k) => (o as Schema | undefined)?.[k.replaceAll('~1', '/')],
        doc,
      ) as Schema;
  }
  return current;
}

/** Every schema reachable from `root`, each once, with where it is. */
function* schemas(
  root: unknown,
  where: string,
  seen = new Set<Schema>(),
): Generator<[Schema, string]> {
  const s = resolve(doc, root);
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  yield [s, where];
  for (const [k, v] of Object.entries((s.properties as Schema | undefined) ?? {}))
    yield* schemas(v, `${where}.${k}`, seen);
  if (s.items) yield* schemas(s.items, `${where}[]`, seen);
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    for (const v of (s[k] as unknown[]) ?? []) yield* schemas(v, where, seen);
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : [s.type]);

/** Each operation's request schemas (parameters and bodies) and its response schemas. */
function* requestSchemas(): Generator<[Schema, string]> {
  for (const { operation } of operations) {
    const id = operation.operationId ?? '';
    for (const p of (operation.parameters as unknown[]) ?? []) {
      const param = resolve(doc, p) as Schema;
      yield* schemas(param.schema, `${id} ${param.in}:${param.name}`);
    }
    const body = resolve(doc, operation.requestBody);
    for (const [type, media] of Object.entries((body?.content as Record<string, Schema>) ?? {})) {
      yield* schemas(media.schema, `${id} body(${type})`);
    }
  }
}

describe('the contract states the real bounds (issue 18)', () => {
  it('gives every integer in a request a minimum and a maximum a database column holds', () => {
    const unbounded: string[] = [];
    for (const [s, where] of requestSchemas()) {
      if (!typesOf(s).includes('integer') || s.enum) continue;
      const max = s.format === 'int64' ? Number.MAX_SAFE_INTEGER : 2_147_483_647;
      const ok =
        typeof s.minimum === 'number' &&
        typeof s.maximum === 'number' &&
        s.maximum <= max &&
        s.minimum >= -max;
      if (!ok) unbounded.push(where);
    }
    expect(unbounded).toEqual([]);
  });

  it('gives every string in a request a maxLength (files excepted: their size is the 413)', () => {
    const unbounded: string[] = [];
    for (const [s, where] of requestSchemas()) {
      if (!typesOf(s).includes('string') || s.enum || s.const !== undefined) continue;
      if (['date', 'date-time', 'email', 'binary'].includes(String(s.format))) continue;
      if (where.endsWith('.file') || where.endsWith('.file[]')) continue;
      if (typeof s.maxLength !== 'number') unbounded.push(where);
    }
    expect(unbounded).toEqual([]);
  });

  it('declares 413 for every operation with a request body', () => {
    const missing = operations
      .filter((o) => o.operation.requestBody && !(o.operation.responses as Schema)['413'])
      .map((o) => o.key);
    expect(missing).toEqual([]);
  });
});
