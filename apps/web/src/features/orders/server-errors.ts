import { isApiError } from '@back-office/api-client';

/** A failed submit, split into messages for the form's fields and one for the whole form. */
export interface SubmitErrors<F extends string> {
  readonly fields: Partial<Record<F, string>>;
  readonly form: { readonly message: string; readonly requestId?: string } | null;
}

/**
 * Maps a server refusal onto a form: 422 issues go to the fields they name (`loc` after
 * `body`), a 409 or 400 whose detail names a field goes there too, and the rest is a message
 * for the whole form with its request id.
 *
 * @example
 * submitErrors(error, ['reference', 'notes'], { 409: 'reference' })
 */
export function submitErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  byStatus: Partial<Record<number, F>> = {},
): SubmitErrors<F> {
  if (!isApiError(error)) {
    return { fields: {}, form: { message: 'Something went wrong. Please try again.' } };
  }
  const found: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  if (error.status === 422 && Array.isArray(error.detail)) {
    for (const issue of error.detail) {
      const loc = issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc;
      const field = fields.find((name) => name === String(loc[0]));
      if (field && !found[field]) found[field] = issue.msg;
      else if (!field) rest.push(loc.length > 0 ? `${loc.join('.')}: ${issue.msg}` : issue.msg);
    }
    if (rest.length === 0 && Object.keys(found).length > 0) return { fields: found, form: null };
  }
  const target = byStatus[error.status];
  if (target && Object.keys(found).length === 0) {
    return { fields: { [target]: error.message } as Partial<Record<F, string>>, form: null };
  }
  return {
    fields: found,
    form: {
      message: rest.length > 0 ? rest.join('; ') : error.message,
      requestId: error.requestId,
    },
  };
}
