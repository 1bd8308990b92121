/** Escapes the backslash, `%` and `_` so typed text matches itself in a `LIKE` pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');
