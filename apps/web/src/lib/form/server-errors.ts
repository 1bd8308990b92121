import { isApiError } from '@back-office/api-client';
import { validationErrors } from '../validation-errors.ts';

/** A refusal no field explains: shown once for the whole form by `SubmitError`. */
export interface SubmitFailure {
  readonly message: string;
  readonly requestId?: string;
}

/** A failed submit, split into messages for the form's fields and one for the whole form. */
export interface ServerErrors<F extends string> {
  readonly fields: Partial<Record<F, string>>;
  readonly failure: SubmitFailure | null;
}

/** Where refusals that carry no field path go. */
export interface ServerErrorRoutes<F extends string> {
  /** A server field path onto a form field of another name (`amount_cents` → `amount`). */
  readonly byPath?: Readonly<Record<string, F>>;
  /** A server path onto a form key computed from it (`items.2.quantity` → `lines.2.quantity`). */
  readonly mapPath?: (path: string) => F | undefined;
  /** A status (e.g. 409: a taken reference) onto the field it concerns. */
  readonly byStatus?: Partial<Record<number, F>>;
  /** An error code (`detail.code` or `detail`) onto a field, with the message shown there. */
  readonly byCode?: Readonly<Record<string, { readonly field: F; readonly message?: string }>>;
}

/** The message and request id of any error, for the whole form. */
export function failureOf(error: unknown): SubmitFailure {
  if (isApiError(error) && error.requestId) {
    return { message: error.message, requestId: error.requestId };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: 'Something went wrong. Please try again.' };
}

/**
 * The one mapping of a server refusal onto a form: 422 issues and a 409 naming its `field` go to
 * the fields they name (the whole path, else its first segment); a routed status or code goes to
 * its field; whatever is left is one message for the whole form with its request id. No error
 * (a mutation's `error` before any failure): nothing.
 *
 * @example
 * serverErrors(error, ['reference', 'notes'], { byStatus: { 409: 'reference' } })
 */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  routes: ServerErrorRoutes<F> = {},
): ServerErrors<F> {
  if (error === null || error === undefined) return { fields: {}, failure: null };
  if (!isApiError(error)) return { fields: {}, failure: failureOf(error) };
  const found: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(validationErrors(error))) {
    const field =
      routes.byPath?.[path] ??
      routes.mapPath?.(path) ??
      fields.find((name) => name === path || name === path.split('.')[0]);
    if (field) found[field] ??= message;
    else rest.push(`${path}: ${message}`);
  }
  if (Object.keys(found).length === 0) {
    const routed = (error.code && routes.byCode?.[error.code]) || undefined;
    if (routed) found[routed.field] = routed.message ?? error.message;
    const byStatus = routes.byStatus?.[error.status];
    if (!routed && byStatus) found[byStatus] = error.message;
  }
  if (rest.length === 0 && Object.keys(found).length > 0) return { fields: found, failure: null };
  const failure = failureOf(error);
  return {
    fields: found,
    failure: rest.length > 0 ? { ...failure, message: rest.join('; ') } : failure,
  };
}
