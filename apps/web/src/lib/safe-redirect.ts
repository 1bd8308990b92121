/** Where a signed-in user lands when no (safe) origin was remembered. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Backslashes, whitespace and control characters: browsers drop or rewrite them, which can
 * turn a path into another host (`/\evil` becomes `//evil`).
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === '\\' || /\s/.test(character) || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The remembered origin if it is a path on this site, else the fallback. Only `/path`
 * (with optional query and hash) passes: protocol-relative `//evil.example`, absolute URLs,
 * backslash tricks (`/\evil`, which browsers read as `//evil`), `javascript:` and control
 * characters are refused, and so is a redirect back to the login page itself.
 *
 * @example
 * safeRedirect('/orders?skip=50'); // '/orders?skip=50'
 * safeRedirect('//evil.example');  // '/dashboard'
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  if (hasUnsafeCharacter(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  // An encoded slash or backslash (`/%2F%2Fevil`, `/%5Cevil`) hides the same tricks.
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return fallback;
  const base = 'http://same.site';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
