import { describe, expect, it } from 'vitest';
import { passwordPolicyFailure } from './password-policy.ts';

describe('the password policy', () => {
  it.each(['Pässwörd1!', 'Ωμέγα2026', 'пароль123', 'abcdefg1', `${'x'.repeat(127)}1`])(
    'accepts %s (a letter of any alphabet and a digit)',
    (password) => {
      expect(passwordPolicyFailure(password)).toBeNull();
    },
  );

  it.each([
    ['Short1', 'Password must be at least 8 characters long'],
    [`${'a'.repeat(128)}1`, 'Password must be at most 128 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['1234!@#$%', 'Password must contain at least one letter'],
    ['Pässwörd!', 'Password must contain at least one digit'],
  ])('refuses %s', (password, reason) => {
    expect(passwordPolicyFailure(password)).toBe(reason);
  });

  it("refuses the email's local part, in any case, when it has 3 characters or more", () => {
    expect(passwordPolicyFailure('xThandi2026', 'thandi@example.com')).toBe(
      'Password must not contain the email address',
    );
    expect(passwordPolicyFailure('abPassw0rd', 'ab@example.com')).toBeNull();
    expect(passwordPolicyFailure('Passw0rd!', 'thandi@example.com')).toBeNull();
  });
});
