import type { User } from '@back-office/api-client';
import { ALL_ROLES, type Role } from '@back-office/permissions';
import { z } from 'zod';
import type { ServerErrorRoutes } from '../../lib/form/server-errors.ts';
import { newPasswordSchema } from '../../lib/new-password.ts';

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, 'At most 100 characters');

const common = {
  first_name: name('First name'),
  last_name: name('Last name'),
  email: z.string().trim().pipe(z.email('Enter a valid email address')).pipe(z.string().max(254)),
  department: z.string().trim().max(100, 'At most 100 characters'),
  roles: z.array(z.enum(ALL_ROLES)),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  is_mobile_enabled: z.boolean(),
};

/** The edit form (no password: users change their own). */
export const userEditSchema = z.object({ ...common, password: z.string() });

/** The create form: the password follows the API's policy (the domain's, any alphabet). */
export const userCreateSchema = z.object({ ...common, password: newPasswordSchema() });

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  department: string;
  roles: Role[];
  is_active: boolean;
  is_verified: boolean;
  is_mobile_enabled: boolean;
}

export type UserField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserField, string>>;

export const EMPTY_USER: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  department: '',
  roles: [],
  is_active: true,
  is_verified: false,
  is_mobile_enabled: false,
};

/** The form values of an existing user. */
export function userToForm(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    password: '',
    department: user.department ?? '',
    roles: user.roles.filter((role): role is Role =>
      (ALL_ROLES as readonly string[]).includes(role),
    ),
    is_active: user.is_active,
    is_verified: user.is_verified,
    is_mobile_enabled: user.is_mobile_enabled,
  };
}

const EMAIL_TAKEN = { field: 'email', message: 'A user with this email already exists' } as const;

/**
 * Where the server's refusals of a user go besides 422 issues: a taken email (400) on the
 * email, a refused password (400 `REGISTER_INVALID_PASSWORD`) on the password.
 */
export const USER_SERVER_ROUTES: ServerErrorRoutes<UserField> = {
  byCode: {
    REGISTER_USER_ALREADY_EXISTS: EMAIL_TAKEN,
    UPDATE_USER_EMAIL_ALREADY_EXISTS: EMAIL_TAKEN,
    REGISTER_INVALID_PASSWORD: { field: 'password' },
  },
};
