import { z } from 'zod';

const email = z.email('Enter a valid email address');
/** The contract's policy: at least 8 characters with a letter and a digit. */
const newPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters long')
  .regex(/\p{L}/u, 'Password must contain at least one letter')
  .regex(/\d/, 'Password must contain at least one digit');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});

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

/** Search params of the public pages, validated at the route. */
export const loginSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) });
export const tokenSearchSchema = z.object({
  token: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});
