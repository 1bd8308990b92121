import { z } from 'zod';
import { newPasswordSchema } from '../../lib/new-password.ts';

// The sign-in form's schema is in `login-schema.ts` and the pages' search params in
// `search.ts`, both without zod: they load with /login (the search schemas in the entry chunk).

const email = z.email('Enter a valid email address');
/** The contract's policy (the domain's): at least 8 characters with a letter and a digit. */
const newPassword = newPasswordSchema();

export const registerSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Enter your first name'),
    last_name: z.string().trim().min(1, 'Enter your last name'),
    email,
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm_password: z.string() })
  .refine((values) => values.password === values.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const resendSchema = z.object({ email });
