import { ApiError } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { EMPTY_USER, USER_SERVER_ROUTES, type UserField, userCreateSchema } from './user-schema.ts';

const FIELDS = Object.keys(EMPTY_USER) as UserField[];
const serverFieldErrors = (error: unknown) =>
  serverErrors(error, FIELDS, USER_SERVER_ROUTES).fields;

describe('user form rules', () => {
  it('asks for a password the API accepts', () => {
    const result = userCreateSchema.safeParse({
      ...EMPTY_USER,
      first_name: 'Sipho',
      last_name: 'Dlamini',
      email: 'sipho@example.com',
      password: 'letters-only',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must contain at least one digit',
    ]);
  });

  it.each(['Pässwörd1!', 'Ωμέγα2026', 'пароль123'])(
    'accepts %s: letters of any alphabet (no ASCII letter needed), as the server does',
    (password) => {
      const values = { ...EMPTY_USER, first_name: 'Zoë', last_name: 'Müller', password };
      const result = userCreateSchema.safeParse({ ...values, email: 'zoe@example.com' });
      expect(result.error?.issues).toBeUndefined();
    },
  );

  it.each([
    [
      { detail: 'REGISTER_USER_ALREADY_EXISTS' },
      { email: 'A user with this email already exists' },
    ],
    [
      { detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' },
      { email: 'A user with this email already exists' },
    ],
    [
      {
        detail: {
          code: 'REGISTER_INVALID_PASSWORD',
          reason: 'Password must not contain the email address',
        },
      },
      { password: 'Password must not contain the email address' },
    ],
  ])('maps the 400 %j to its field', (body, fields) => {
    expect(serverFieldErrors(ApiError.fromBody(400, body))).toEqual(fields);
  });

  it('maps 422 issues to their fields', () => {
    const error = ApiError.fromBody(422, {
      detail: [{ loc: ['body', 'department'], msg: 'too long', type: 'string_too_long' }],
    });
    expect(serverFieldErrors(error)).toEqual({ department: 'too long' });
  });
});
