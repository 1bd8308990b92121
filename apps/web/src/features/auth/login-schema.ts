import type { FormIssue, FormSchema } from '../../lib/form/form-schema.ts';

/**
 * zod's `z.email()` pattern (v4 `regexes.email`), so the sign-in form accepts exactly what the
 * other forms' `z.email()` accepts.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * The sign-in form's schema, written out rather than with zod: it loads with /login, whose
 * initial JavaScript has a budget (zod would add ~15 KB gzip). Same rules and messages as
 * `z.object({ email: z.email('…'), password: z.string().min(1, '…') })`.
 */
export const loginSchema: FormSchema<LoginValues> = {
  '~standard': {
    version: 1,
    vendor: 'web',
    validate: (input) => {
      const { email, password } = (input ?? {}) as Partial<Record<keyof LoginValues, unknown>>;
      const issues: FormIssue[] = [];
      if (typeof email !== 'string' || !EMAIL.test(email))
        issues.push({ message: 'Enter a valid email address', path: ['email'] });
      if (typeof password !== 'string' || password.length < 1)
        issues.push({ message: 'Enter your password', path: ['password'] });
      if (issues.length > 0) return { issues };
      return { value: { email, password } as LoginValues };
    },
  },
};
