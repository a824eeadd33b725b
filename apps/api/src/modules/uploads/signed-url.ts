import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Local stand-in for S3 pre-signed URLs (docs/decisions/006): the method, the key and the expiry, signed with
 * the server's secret. Anyone holding the URL may use it until it expires, exactly like S3's.
 */
const sign = (secret: string, method: string, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('base64url');

export const signedQuery = (secret: string, method: 'GET' | 'PUT', key: string, ttlMs: number, now = Date.now()) => {
  const expires = Math.floor((now + ttlMs) / 1000);
  return { expires, signature: sign(secret, method, key, expires), expiresAt: new Date(expires * 1000).toISOString() };
};

export const verifySignedQuery = (
  secret: string,
  method: 'GET' | 'PUT',
  key: string,
  query: { expires: number; signature: string },
  now = Date.now(),
): boolean => {
  if (query.expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, method, key, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
