import { passwordPolicyFailure } from '@back-office/domain';
import { CliError, EXIT } from './exit-codes.ts';

// The limits of the contract's user fields (UserCreate: email 254, names 100).
const MAX_EMAIL = 254;
const MAX_NAME = 100;
// Characters no email, name or password of an account has: NUL and the other control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The email, trimmed; refused (usage) when it is not one address. */
export function checkedEmail(value: string): string {
  const email = value.trim();
  if (
    email.length > MAX_EMAIL ||
    CONTROL.test(email) ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
  ) {
    throw new CliError(`Not a valid email address: ${JSON.stringify(value)}`, EXIT.usage);
  }
  return email;
}

/** A first or last name, trimmed; refused (usage) when empty, too long or with control characters. */
export function checkedName(value: string, option: string): string {
  const name = value.trim();
  if (!name) throw new CliError(`--${option} must not be empty`, EXIT.usage);
  if (name.length > MAX_NAME) {
    throw new CliError(`--${option} must be at most ${MAX_NAME} characters`, EXIT.usage);
  }
  if (CONTROL.test(name)) {
    throw new CliError(`--${option} must not contain control characters`, EXIT.usage);
  }
  return name;
}

/** Refuses (policy) a password the domain's password policy refuses, with its reason. */
export function checkPasswordPolicy(password: string, email: string): void {
  const reason = passwordPolicyFailure(password, email);
  if (reason) {
    throw new CliError(
      `${reason}. The password policy: at least 8 characters, a letter and a digit, not containing the email address.`,
      EXIT.policy,
    );
  }
  if (CONTROL.test(password)) {
    throw new CliError('Password must not contain control characters.', EXIT.policy);
  }
}
