import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password-schema.ts';

const schema = changePasswordSchema('thandi.nkosi@example.com');

function fieldErrors(values: Record<string, string>) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('changePasswordSchema', () => {
  it('accepts a new password that meets the policy', () => {
    expect(
      fieldErrors({
        current_password: 'Old12345',
        new_password: 'Fresh2026x',
        confirm_password: 'Fresh2026x',
      }),
    ).toEqual({});
  });

  it.each([
    ['short1', 'Password must be at least 8 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['abcdefgh', 'Password must contain at least one digit'],
    ['Thandi.Nkosi99', 'Password must not contain the email address'],
  ])('a policy failure (%s) is a field error on the new password', (password, message) => {
    expect(
      fieldErrors({
        current_password: 'Old12345',
        new_password: password,
        confirm_password: password,
      }),
    ).toEqual({ new_password: message });
  });

  it('refuses the current password as the new one, and a confirmation that differs', () => {
    expect(
      fieldErrors({
        current_password: 'Same12345',
        new_password: 'Same12345',
        confirm_password: 'Same12345',
      }),
    ).toEqual({ new_password: 'New password must differ from the current password' });
    expect(
      fieldErrors({
        current_password: 'Old12345',
        new_password: 'Fresh2026x',
        confirm_password: 'Fresh2026y',
      }),
    ).toEqual({ confirm_password: 'Passwords do not match' });
  });
});
