import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from '../errors.ts';

type Where = 'path' | 'query' | 'body' | 'header';

function pathSegments(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((raw) => {
      const seg = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      return /^\d+$/.test(seg) ? Number(seg) : seg;
    });
}

function valueAt(root: unknown, segments: (string | number)[]): unknown {
  let current = root;
  for (const seg of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[seg];
  }
  return current;
}

function typeIssue(expected: string, input: unknown, parsing: boolean): [string, string] {
  const names: Record<string, [string, string]> = {
    integer: ['int', 'a valid integer'],
    number: ['float', 'a valid number'],
    string: ['string', 'a valid string'],
    boolean: ['bool', 'a valid boolean'],
    array: ['list', 'a valid list'],
    object: ['dict', 'a valid dictionary'],
    null: ['none', 'None'],
  };
  const [short, text] = names[expected.split(',')[0] ?? ''] ?? [expected, `a valid ${expected}`];
  if (parsing && typeof input === 'string' && (short === 'int' || short === 'float')) {
    const what = short === 'int' ? 'an integer' : 'a number';
    return [`${short}_parsing`, `Input should be ${text}, unable to parse string as ${what}`];
  }
  return [`${short}_type`, `Input should be ${text}`];
}

/**
 * Turns Ajv errors into FastAPI's 422 items (`loc` like `["query","limit"]`, pydantic's `type`
 * names and messages), one per location and kind.
 */
export function toIssues(
  errors: ErrorObject[] | null | undefined,
  where: Where,
  root: unknown,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else'].includes(error.keyword)) continue;
    const segs = pathSegments(error.instancePath);
    const input = valueAt(root, segs);
    const p = error.params as Record<string, unknown>;
    let issue: ValidationIssue;
    switch (error.keyword) {
      case 'required':
        issue = {
          loc: [where, ...segs, String(p.missingProperty)],
          msg: 'Field required',
          type: 'missing',
          input: input ?? null,
        };
        break;
      case 'type': {
        const [type, msg] = typeIssue(String(p.type), input, where !== 'body');
        issue = { loc: [where, ...segs], msg, type, input };
        break;
      }
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum': {
        const names = {
          minimum: ['greater_than_equal', 'greater than or equal to', 'ge'],
          exclusiveMinimum: ['greater_than', 'greater than', 'gt'],
          maximum: ['less_than_equal', 'less than or equal to', 'le'],
          exclusiveMaximum: ['less_than', 'less than', 'lt'],
        } as const;
        const [type, words, ctxKey] = names[error.keyword];
        issue = {
          loc: [where, ...segs],
          msg: `Input should be ${words} ${String(p.limit)}`,
          type,
          input,
          ctx: { [ctxKey]: p.limit },
        };
        break;
      }
      case 'minLength':
      case 'maxLength': {
        const min = error.keyword === 'minLength';
        const n = Number(p.limit);
        issue = {
          loc: [where, ...segs],
          msg: `String should have ${min ? 'at least' : 'at most'} ${n} character${n === 1 ? '' : 's'}`,
          type: min ? 'string_too_short' : 'string_too_long',
          input,
          ctx: { [min ? 'min_length' : 'max_length']: n },
        };
        break;
      }
      case 'minItems':
      case 'maxItems': {
        const min = error.keyword === 'minItems';
        issue = {
          loc: [where, ...segs],
          msg: `List should have ${min ? 'at least' : 'at most'} ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`,
          type: min ? 'too_short' : 'too_long',
          input,
        };
        break;
      }
      case 'enum':
      case 'const': {
        const allowed = (
          error.keyword === 'enum' ? (p.allowedValues as unknown[]) : [p.allowedValue]
        )
          .map((v) => `'${String(v)}'`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' or $1');
        issue = { loc: [where, ...segs], msg: `Input should be ${allowed}`, type: 'enum', input };
        break;
      }
      case 'pattern':
        issue = {
          loc: [where, ...segs],
          msg: `String should match pattern '${String(p.pattern)}'`,
          type: 'string_pattern_mismatch',
          input,
        };
        break;
      case 'format':
        issue = {
          loc: [where, ...segs],
          msg:
            p.format === 'email'
              ? 'value is not a valid email address'
              : `Input should be a valid ${String(p.format).replace('-', ' ')}`,
          type:
            p.format === 'email' ? 'value_error' : `${String(p.format).replace('-', '_')}_parsing`,
          input,
        };
        break;
      case 'additionalProperties':
        issue = {
          loc: [where, ...segs, String(p.additionalProperty)],
          msg: 'Extra inputs are not permitted',
          type: 'extra_forbidden',
          input: valueAt(input, [String(p.additionalProperty)]),
        };
        break;
      default:
        issue = {
          loc: [where, ...segs],
          msg: error.message ?? 'Invalid value',
          type: error.keyword,
          input,
        };
    }
    const key = `${issue.loc.join('.')}|${issue.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
