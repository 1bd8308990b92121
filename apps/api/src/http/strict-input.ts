import { resolveRef } from './contract/refs.ts';
import type { JsonSchema, OpenApiDocument } from './contract/types.ts';
import type { ValidationIssue } from './errors.ts';

/** JSON nested deeper than this is refused (422) before it is parsed. */
export const MAX_JSON_DEPTH = 64;
/** At most this many issues of one kind are listed. */
const MAX_ISSUES = 10;

type Loc = (string | number)[];

const DECIMAL = /^-?[0-9]+$/;

function isIntegerSchema(doc: OpenApiDocument, schema: unknown): boolean {
  const s = resolveRef<JsonSchema | undefined>(doc, schema);
  const type = s?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * Integers in a path, a query or a form must be written in decimal digits: `0x10`, `1.0`,
 * `1e3` and ` 7` are refused (Ajv's coercion would take them as 16, 1, 1000 and 7).
 */
export function nonDecimalIntegers(
  doc: OpenApiDocument,
  values: Record<string, unknown>,
  schemas: Record<string, unknown>,
  where: string,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!isIntegerSchema(doc, schemas[name])) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const raw of list) {
      if (typeof raw !== 'string' || DECIMAL.test(raw)) continue;
      issues.push({
        loc: [where, name],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        type: 'int_parsing',
        input: raw,
      });
    }
  }
  return issues;
}

/** The properties of an object schema (its `$ref`s followed one level). */
export function propertiesOf(doc: OpenApiDocument, schema: unknown): Record<string, unknown> {
  const s = resolveRef<JsonSchema | undefined>(doc, schema);
  return (s?.properties as Record<string, unknown> | undefined) ?? {};
}

/**
 * NUL characters anywhere in a value (strings and object keys, walked without recursion):
 * PostgreSQL cannot store them, so they are refused before the database.
 */
export function nulIssues(value: unknown, loc: Loc): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const stack: [unknown, Loc][] = [[value, loc]];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const [current, at] = stack.pop() as [unknown, Loc];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) {
        issues.push({
          loc: at,
          msg: 'String should not contain NUL characters',
          type: 'string_nul',
        });
      }
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push([item, [...at, i]]);
      });
    } else if (current !== null && typeof current === 'object' && !(current instanceof Blob)) {
      for (const [k, v] of Object.entries(current)) {
        stack.push([k, [...at, k]]);
        stack.push([v, [...at, k]]);
      }
    }
  }
  return issues;
}

/** True when JSON text nests arrays/objects deeper than `max` (scanned, not parsed). */
export function tooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** File names with control characters (CR/LF could forge headers when the name is echoed). */
export function badFileNames(form: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File && CONTROL.test(item.name)) {
        issues.push({
          loc: ['body', key],
          msg: 'File name should not contain control characters',
          type: 'file_name',
        });
      }
    }
  }
  return issues;
}
