import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt via node:crypto (no native build): N=2^17, r=8, p=1 (about 128 MiB per hash), 16-byte salt,
 * 64-byte key, stored as `scrypt$N$r$p$saltB64$hashB64` (docs/decisions/005, 009). The parameters travel
 * with each hash, so a hash made with other parameters still verifies.
 */
export const DEFAULT_COST_LOG2 = 17;
const R = 8;
const P = 1;
const KEY_LEN = 64;
const SALT_LEN = 16;
const MAXMEM = 256 * 1024 * 1024;
const MAX_N = 2 ** 20;

const derive = (password: string, salt: Buffer, opts: ScryptOptions, keyLen: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  expected: Buffer;
}

const parse = (stored: string): ParsedHash | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > MAX_N) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return null;
  return { n, r, p, salt, expected };
};

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with N = 2^costLog2 (17 unless a test lowers it). */
export const hashPassword = async (password: string, costLog2: number = DEFAULT_COST_LOG2): Promise<string> => {
  const n = 2 ** costLog2;
  const salt = randomBytes(SALT_LEN);
  const key = await derive(password, salt, { N: n, r: R, p: P, maxmem: MAXMEM }, KEY_LEN);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
};

/** True when `stored` is a hash verifyPassword can check (not an unusable marker). */
export const isPasswordHash = (stored: string): boolean => parse(stored) !== null;

/** Checks a password against a stored `scrypt$...` hash in constant time; false on any malformed hash. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { n, r, p, salt, expected } = parsed;
  const actual = await derive(password, salt, { N: n, r, p, maxmem: MAXMEM }, expected.length);
  return timingSafeEqual(actual, expected);
};

/** A stored value no password matches: accounts created by Google sign-in until a reset sets one. */
export const unusablePasswordHash = (): string => `unusable$${randomBytes(24).toString('base64url')}`;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Verifies against the stored hash; with no usable hash (unknown account, Google-only account) it still
   * spends the time of one hash, so the answer time does not tell whether an account exists.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

export const createPasswordHasher = (costLog2: number = DEFAULT_COST_LOG2): PasswordHasher => {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hashPassword(password, costLog2),
    async verify(password, stored) {
      if (stored && isPasswordHash(stored)) return verifyPassword(password, stored);
      dummy ??= hashPassword(randomBytes(16).toString('base64url'), costLog2);
      await verifyPassword(password, await dummy);
      return false;
    },
  };
};
