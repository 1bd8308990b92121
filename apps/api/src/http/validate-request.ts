import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Contract } from './contract/contract.ts';
import { toIssues } from './contract/issues.ts';
import { resolveRef } from './contract/refs.ts';
import type { JsonSchema, Operation } from './contract/types.ts';
import type { AppEnv } from './env.ts';
import { HttpError, type ValidationIssue, validationFailed } from './errors.ts';
import {
  badFileNames,
  MAX_JSON_DEPTH,
  nonDecimalIntegers,
  nulIssues,
  propertiesOf,
  tooDeep,
} from './strict-input.ts';

type FormValue = string | File | (string | File)[];

function queryObject(c: Context, op: Operation): Record<string, unknown> {
  const url = new URL(c.req.url);
  const query: Record<string, unknown> = {};
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const values = url.searchParams.getAll(p.name);
    if (values.length === 0) continue;
    query[p.name] = p.schema?.type === 'array' ? values : values[values.length - 1];
  }
  return query;
}

async function readBody(
  c: Context,
  op: Operation,
): Promise<{ body: unknown; mediaType: string; issues: ValidationIssue[] }> {
  const content = op.requestBody?.content ?? {};
  const declared = Object.keys(content);
  const sent = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const mediaType = declared.includes(sent) ? sent : (declared[0] ?? '');
  if (!declared.includes(sent)) return { body: undefined, mediaType, issues: [] };
  if (sent === 'application/json') {
    const text = await c.req.text();
    if (text.trim() === '') return { body: undefined, mediaType, issues: [] };
    if (tooDeep(text)) {
      const msg = `JSON should not be nested deeper than ${MAX_JSON_DEPTH} levels`;
      return { body: undefined, mediaType, issues: [{ loc: ['body'], msg, type: 'json_depth' }] };
    }
    try {
      return { body: JSON.parse(text), mediaType, issues: [] };
    } catch (error) {
      const msg = error instanceof Error ? error.message : 'Invalid JSON';
      return {
        body: undefined,
        mediaType,
        issues: [
          {
            loc: ['body', 0],
            msg: 'JSON decode error',
            type: 'json_invalid',
            input: {},
            ctx: { error: msg },
          },
        ],
      };
    }
  }
  let form: Record<string, FormValue>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, FormValue>;
  } catch (error) {
    // The body limit's 413 passes; anything else is a malformed form (bad boundary, bad parts).
    if (error instanceof HTTPException || error instanceof HttpError) throw error;
    const issue = { loc: ['body'], msg: 'The form body could not be parsed', type: 'form_invalid' };
    return { body: undefined, mediaType, issues: [issue] };
  }
  return { body: form, mediaType, issues: badFileNames(form) };
}

/** Replaces files by their names so the schema (`type: string`) can check their presence. */
function forSchema(form: Record<string, FormValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(form)) {
    const name = (x: string | File) => (typeof x === 'string' ? x : x.name || 'file');
    out[k] = Array.isArray(v) ? v.map(name) : name(v);
  }
  return out;
}

function missingBody(contract: Contract, op: Operation, mediaType: string): ValidationIssue[] {
  const schema = resolveRef<JsonSchema | undefined>(
    contract.doc,
    op.requestBody?.content[mediaType]?.schema,
  );
  const required = (schema?.required as string[] | undefined) ?? [];
  if (mediaType !== 'application/json' && required.length > 0) {
    return required.map((f) => ({
      loc: ['body', f],
      msg: 'Field required',
      type: 'missing',
      input: null,
    }));
  }
  return [{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }];
}

/**
 * Validates path, query and body against the matched operation (Ajv, JSON Schema 2020-12;
 * path, query and form strings coerced to their declared types, defaults filled) and stores the
 * result in `c.var.input`. Any mismatch answers 422 in FastAPI's shape.
 */
export function validateRequest(contract: Contract): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const op = c.get('operation');
    if (!op) return next();
    const issues: ValidationIssue[] = [];
    const params: Record<string, unknown> = { ...c.get('input').params };
    const query = queryObject(c, op);
    const schemasIn = (where: string) =>
      Object.fromEntries(
        op.parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]),
      );
    issues.push(
      ...nulIssues(params, ['path']),
      ...nulIssues(query, ['query']),
      ...nonDecimalIntegers(contract.doc, params, schemasIn('path'), 'path'),
      ...nonDecimalIntegers(contract.doc, query, schemasIn('query'), 'query'),
    );
    if (issues.length > 0) throw validationFailed(issues);
    const checkParams = contract.paramsValidator(op, 'path');
    if (!checkParams(params)) issues.push(...toIssues(checkParams.errors, 'path', params));
    const checkQuery = contract.paramsValidator(op, 'query');
    if (!checkQuery(query)) issues.push(...toIssues(checkQuery.errors, 'query', query));

    let body: unknown;
    if (op.requestBody) {
      const read = await readBody(c, op);
      issues.push(...read.issues);
      if (read.body === undefined && read.issues.length === 0) {
        if (op.requestBody.required) issues.push(...missingBody(contract, op, read.mediaType));
      } else if (read.body !== undefined) {
        const isForm = read.mediaType !== 'application/json';
        const form = read.body as Record<string, FormValue>;
        const schema = op.requestBody.content[read.mediaType]?.schema;
        const strict = [
          ...nulIssues(read.body, ['body']),
          ...(isForm
            ? nonDecimalIntegers(contract.doc, form, propertiesOf(contract.doc, schema), 'body')
            : []),
        ];
        if (strict.length > 0) throw validationFailed([...issues, ...strict]);
        const value = isForm ? forSchema(form) : read.body;
        const check = contract.bodyValidator(op, read.mediaType);
        if (!check(value)) issues.push(...toIssues(check.errors, 'body', value));
        if (isForm) {
          for (const [k, v] of Object.entries(form)) {
            if (typeof v !== 'string') (value as Record<string, unknown>)[k] = v;
          }
        }
        body = value;
      }
    }
    if (issues.length > 0) throw validationFailed(issues);
    c.set('input', { params, query, body });
    await next();
  };
}
