/**
 * The password policy (contract: at least 8 characters, a letter and a digit, not containing
 * the email's local part). Returns the reason it fails, or null when the password is fine.
 */
export function passwordPolicyFailure(password: string, email: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (!/\p{L}/u.test(password)) return 'Password must contain at least one letter';
  if (!/\d/.test(password)) return 'Password must contain at least one digit';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) {
    return 'Password must not contain the email address';
  }
  return null;
}
