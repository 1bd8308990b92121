import { resolveRef } from '../../src/http/contract/refs.ts';
import type { JsonSchema, OpenApiDocument, Operation } from '../../src/http/contract/types.ts';
import type { CallOptions } from './test-client.ts';

/** One hostile request to an operation: what it is, and what to send. */
export interface FuzzCase {
  /** What it tries (`body-nul`, `query-integer`, ...): a run tries every kind of an operation. */
  kind: string;
  label: string;
  options: CallOptions;
}

const INTEGERS = [
  '0x10',
  '1.0',
  '1e3',
  '-1',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9'.repeat(400),
];
const STRINGS = ['a\u0000b', 'x'.repeat(10_000), '\r\n\u0001\u001f\u007f', '\u202e', '%00%E0%A4%A'];
const JSON_INTEGERS: unknown[] = [2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 31) - 1, 1.5, '1', null];
const JSON_STRINGS: unknown[] = ['\u0000', '\ud800', 'x'.repeat(100_000), 7, ['a'], { a: 1 }];

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function typeOf(doc: OpenApiDocument, schema: unknown): string {
  const s = resolveRef<JsonSchema | undefined>(doc, schema);
  const type = s?.type;
  if (Array.isArray(type)) return String(type.find((x) => x !== 'null') ?? '');
  if (typeof type === 'string') return type;
  return s?.properties ? 'object' : '';
}

/** A valid-looking value for a parameter, so other parts of the request are reached. */
const plain = (doc: OpenApiDocument, schema: unknown) =>
  typeOf(doc, schema) === 'integer' ? '2147483647' : 'fuzz';

/**
 * Hostile requests derived from an operation's contract: boundary and non-decimal integers and
 * NUL/control characters/huge strings in each path and query parameter and each top-level body
 * property, deep nesting, oversized, malformed and wrongly typed bodies, malformed multipart,
 * and the hostile spreadsheets for operations that take a file.
 */
export function fuzzCases(doc: OpenApiDocument, op: Operation, files: File[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const base: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === 'path')) base[p.name] = plain(doc, p.schema);
  const hostile = (type: string) => (type === 'integer' ? INTEGERS : STRINGS);
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    for (const value of hostile(typeOf(doc, p.schema))) {
      const kind = `path-${typeOf(doc, p.schema) === 'integer' ? 'integer' : 'string'}`;
      cases.push({
        kind,
        label: `path ${p.name}=${value.slice(0, 20)}`,
        options: { params: { ...base, [p.name]: value } },
      });
    }
  }
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const schema = resolveRef<JsonSchema | undefined>(doc, p.schema);
    const type = typeOf(doc, schema?.type === 'array' ? schema.items : schema);
    for (const value of [...hostile(type), '']) {
      const kind = `query-${type === 'integer' ? 'integer' : 'string'}`;
      cases.push({
        kind,
        label: `query ${p.name}=${value.slice(0, 20)}`,
        options: { params: base, query: { [p.name]: value } },
      });
    }
  }
  const content = op.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const schema = resolveRef<JsonSchema | undefined>(doc, json.schema);
    const props = (schema?.properties as Record<string, unknown> | undefined) ?? {};
    // The contract's example body, with one property made hostile, reaches past `required`.
    const example = (schema?.examples as Record<string, unknown>[] | undefined)?.[0] ?? {};
    for (const [name, prop] of Object.entries(props)) {
      const type = typeOf(doc, prop);
      const values = type === 'integer' || type === 'number' ? JSON_INTEGERS : JSON_STRINGS;
      for (const value of values) {
        const json = { ...example, [name]: value };
        const kind =
          value === '\u0000'
            ? 'body-nul'
            : `body-${values === JSON_INTEGERS ? 'integer' : 'other'}`;
        cases.push({
          kind,
          label: `body ${name}=${String(value).slice(0, 20)}`,
          options: { params: base, json },
        });
      }
    }
    const raw = (label: string, body: string, type = 'application/json') =>
      cases.push({
        kind: 'body-raw',
        label,
        options: { params: base, body, headers: { 'Content-Type': type } },
      });
    raw('JSON nested 5,000 levels', `{"a":${deep(5_000)}}`);
    raw('JSON 2 MB', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }));
    raw('JSON cut short', '{"a":');
    raw('JSON array', '[]');
    raw('JSON null', 'null');
    raw('text/plain body', '{}', 'text/plain');
  }
  if (content['multipart/form-data'] || content['application/x-www-form-urlencoded']) {
    const form = (label: string, body: string, type: string) =>
      cases.push({
        kind: 'form-raw',
        label,
        options: { params: base, body, headers: { 'Content-Type': type } },
      });
    form('multipart without a boundary', '--x\r\n\r\n', 'multipart/form-data; boundary=');
    form(
      'multipart cut short',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nab',
      'multipart/form-data; boundary=b',
    );
    form(
      'multipart CR/LF file name',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a\rb.csv"\r\nContent-Type: text/csv\r\n\r\ncode\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    form('form with NUL', 'username=a%00b&password=x', 'application/x-www-form-urlencoded');
    form('JSON to a form operation', '{}', 'application/json');
  }
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const schema = resolveRef<JsonSchema | undefined>(doc, multipart.schema);
    const props = (schema?.properties as Record<string, unknown> | undefined) ?? {};
    for (const file of files) {
      const body = new FormData();
      for (const [name, prop] of Object.entries(props)) {
        const format = resolveRef<JsonSchema | undefined>(doc, prop)?.format;
        if (format === 'binary' || name === 'file') body.set(name, file);
        else if (typeOf(doc, prop) === 'integer') body.set(name, '1');
        else if (typeOf(doc, prop) === 'string') body.set(name, 'fuzz');
      }
      cases.push({
        kind: 'spreadsheet',
        label: `spreadsheet ${file.name}`,
        options: { params: base, body },
      });
    }
  }
  if (cases.length === 0) {
    const body =
      op.method === 'get'
        ? {}
        : { body: 'x'.repeat(1024), headers: { 'Content-Type': 'text/plain' } };
    cases.push({
      kind: 'unexpected',
      label: 'unexpected query and body',
      options: { params: base, query: { x: '\u0000' }, ...body },
    });
  }
  return cases;
}
