import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@elevate/contracts/auth/auth.schema';

/** Session tokens: HS256 JWTs with issuer, audience, expiry and the user's token version (docs/decisions/009). */
export const JWT_ISSUER = 'elevate';
export const JWT_AUDIENCE = 'elevate-web';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  uid: number;
  role: Role;
  tokenVersion: number;
}

export interface SessionSigner {
  /** The JWT alone (the login answer prefixes it with "Bearer "). */
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired...). */
  verify(token: string): Promise<SessionClaims | null>;
}

export const createSessionSigner = (secret: string, ttlSeconds: number): SessionSigner => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ uid, role, tokenVersion }) =>
      new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(uid))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const uid = Number(payload.sub);
        const { role, tv } = payload as { role?: unknown; tv?: unknown };
        if (!Number.isSafeInteger(uid) || uid <= 0 || String(uid) !== payload.sub) return null;
        if (typeof role !== 'string' || typeof tv !== 'number' || !Number.isInteger(tv)) return null;
        return { uid, role: role as Role, tokenVersion: tv };
      } catch {
        return null;
      }
    },
  };
};

/** A link code (verification, reset): 32 random bytes, base64url (43 characters). */
export const randomLinkCode = (): string => randomBytes(32).toString('base64url');

/** A six-digit sign-in code, uniformly drawn. */
export const randomOtp = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Link codes carry 256 bits, so a plain SHA-256 is enough to store them. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Six digits are too few for a plain hash (a leaked table would be read back in a second), so sign-in codes
 * are stored as an HMAC keyed with the server secret and bound to the account.
 */
export const otpDigest = (secret: string, userId: number, otp: string): string =>
  createHmac('sha256', secret).update(`login_otp:${userId}:${otp}`).digest('hex');

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Personal referral codes: ELV- and six characters without look-alikes (no I, O, 0, 1). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomReferralCode = (): string => {
  let code = 'ELV-';
  for (let i = 0; i < 6; i++) code += REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)];
  return code;
};
