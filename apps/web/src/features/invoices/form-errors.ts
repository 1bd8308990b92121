import { describeError } from '../../components/data-table/index.ts';
import { validationErrors } from '../../lib/validation-errors.ts';

/** A failed submit split into field messages (422) and one message for the whole form. */
export interface FormErrors {
  readonly fields: Record<string, string>;
  readonly form: { readonly message: string; readonly requestId?: string } | null;
}

/**
 * Maps a server refusal onto a form: 422 issues on known fields go to them; anything else is
 * shown once for the whole form with its request id.
 *
 * @example
 * formErrors(error, ['amount_cents', 'paid_on']);
 */
export function formErrors(error: unknown, known: readonly string[]): FormErrors {
  if (!error) return { fields: {}, form: null };
  const all = validationErrors(error);
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(all)) {
    if (known.includes(key)) fields[key] = message;
  }
  const unmapped =
    Object.keys(all).length === 0 || Object.keys(fields).length < Object.keys(all).length;
  return { fields, form: unmapped ? describeError(error) : null };
}
