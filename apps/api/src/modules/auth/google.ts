import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Google's ID token issuers (both spellings are in use). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/** Why a Google credential was refused: the address is not verified, or anything else. */
export type GoogleCheck =
  { ok: true; profile: GoogleProfile } | { ok: false; reason: 'email_not_verified' | 'invalid' };

export type GoogleVerifier = (credential: string) => Promise<GoogleCheck>;

const text = (v: unknown, max = 200): string | null =>
  typeof v === 'string' && v.trim().length > 0 ? v.trim().slice(0, max) : null;

/**
 * Checks a Google Identity Services credential (an ID token) with jose against Google's published keys:
 * signature (RS256 only), audience (our client id), issuer, expiry, and that Google verified the address.
 * The key set is fetched once and cached by jose (refetched when a token names an unknown key).
 */
export const createGoogleVerifier = (clientId: string, jwksUrl: string): GoogleVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  return async (credential) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['sub', 'exp', 'iat', 'email'],
      }));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const sub = text(payload.sub, 255);
    const email = text(payload.email, 254)?.toLowerCase() ?? null;
    if (!sub || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, reason: 'invalid' };
    if (payload.email_verified !== true) return { ok: false, reason: 'email_not_verified' };
    return {
      ok: true,
      profile: {
        sub,
        email,
        givenName: text(payload.given_name, 60),
        familyName: text(payload.family_name, 60),
        name: text(payload.name, 60),
      },
    };
  };
};
