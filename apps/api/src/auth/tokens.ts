import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token (32 bytes). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, as stored in the database (tokens themselves are never stored). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The claims of an access token. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id. */
  sid: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Signs an HS256 JWT access token for a session. */
export function signAccessToken(
  secret: Buffer,
  userId: number,
  sessionId: number,
  now: Date,
  ttlSeconds: number,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = { sub: String(userId), sid: sessionId, iat, exp: iat + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Verifies an access token's signature and expiry; returns its claims or null. */
export function verifyAccessToken(secret: Buffer, token: string, now: Date): AccessClaims | null {
  const [header, payload, signature] = token.split('.');
  if (header !== HEADER || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    if (!Number.isInteger(claims.sid) || !/^\d+$/.test(claims.sub)) return null;
    return claims;
  } catch {
    return null;
  }
}
