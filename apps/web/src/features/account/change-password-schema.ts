import { z } from 'zod';
import { newPasswordSchema } from '../../lib/new-password.ts';

/**
 * The change-password form, with the contract's password policy checked before sending (at
 * least 8 characters, a letter and a digit, not containing the email's local part, not the
 * current password), so a policy failure is a field error and a 400 from the server can only
 * mean "Current password is incorrect" (§8).
 */
export function changePasswordSchema(email: string) {
  return z
    .object({
      current_password: z.string().min(1, 'Enter your current password'),
      new_password: newPasswordSchema(email),
      confirm_password: z.string(),
    })
    .refine((values) => values.new_password !== values.current_password, {
      message: 'New password must differ from the current password',
      path: ['new_password'],
    })
    .refine((values) => values.new_password === values.confirm_password, {
      message: 'Passwords do not match',
      path: ['confirm_password'],
    });
}
