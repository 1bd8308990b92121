import { passwordPolicyFailure } from '@back-office/domain';
import { z } from 'zod';

/**
 * A new password under the one policy of the API and every form (`@back-office/domain`): at
 * least 8 characters, a letter of any alphabet and a digit; with `email`, also not containing
 * its local part. The field shows the policy's first failure.
 */
export function newPasswordSchema(email?: string) {
  return z.string().check((ctx) => {
    const failure = passwordPolicyFailure(ctx.value, email);
    if (failure) ctx.issues.push({ code: 'custom', message: failure, input: ctx.value });
  });
}
