/**
 * Whether the next sign-out was asked for by the user (the logout confirmation) rather than
 * an expired session or another tab. Only an unexpected sign-out remembers the page for after
 * the next sign-in.
 */
let explicit = false;

export function markExplicitLogout(): void {
  explicit = true;
}

/** Reads and resets the flag. */
export function consumeExplicitLogout(): boolean {
  const value = explicit;
  explicit = false;
  return value;
}
