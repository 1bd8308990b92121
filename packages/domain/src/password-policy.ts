/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** The most characters a password may have (scrypt input stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;

/** What the forms show under a new-password field. */
export const PASSWORD_HINT = 'At least 8 characters, with a letter and a digit';

/**
 * The password policy of the contract: at least 8 characters, a letter of any alphabet
 * (`Pässwörd1` counts), a digit, and not containing the local part of `email` when it is known.
 * Returns the reason the password fails, or null when it is fine. The API and every web form
 * that sets a password use this one function.
 */
export function passwordPolicyFailure(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters long';
  if (!/\p{L}/u.test(password)) return 'Password must contain at least one letter';
  if (!/\d/.test(password)) return 'Password must contain at least one digit';
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) {
    return 'Password must not contain the email address';
  }
  return null;
}
