import { isApiError } from '@back-office/api-client';

/**
 * The field errors of a 422 answer (`{detail: [{loc, msg}]}`), keyed by the field path without
 * the location kind: `['body', 'address', 'postal_code']` → `'address.postal_code'`; and of a
 * 409 that names its field (`{detail, field}`: a value that must be unique is taken). Empty for
 * any other error.
 *
 * @example
 * validationErrors(error); // { email: 'value is not a valid email address' }
 */
export function validationErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const conflictField = fieldOf(error.body);
  if (error.status === 409 && conflictField) return { [conflictField]: error.message };
  if (error.status !== 422 || !Array.isArray(error.detail)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.detail) {
    const loc = issue.loc.slice(
      ['body', 'query', 'path', 'header', 'cookie'].includes(String(issue.loc[0])) ? 1 : 0,
    );
    const key = loc.join('.');
    if (key.length > 0 && !(key in errors)) errors[key] = issue.msg;
  }
  return errors;
}

function fieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('field' in body)) return undefined;
  const { field } = body as { field: unknown };
  return typeof field === 'string' && field.length > 0 ? field : undefined;
}
