import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt block size and parallelism; the cost N comes from `Config.scryptN`.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64url parts). `cost` is N
 * (pass `deps.config.scryptN`); verification reads N from the stored hash.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P, maxmem: 256 * cost * R });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const blockSize = Number(r);
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N,
    r: blockSize,
    p: Number(p),
    maxmem: 256 * N * blockSize,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<number, Promise<string>>();

/**
 * Spends the time of one verification at `cost` (the cost of the real hashes), so an unknown
 * email is not told apart by timing.
 */
export async function burnPasswordCheck(password: string, cost: number): Promise<void> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-1', cost);
    dummies.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
}
