import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@elevate/contracts/account/mail-preferences.schema';
import { DB_INT_MAX } from '@elevate/contracts/common/query-params';

/**
 * The signed token of an unsubscribe link (docs/decisions/027): `v1.<uid>.<kind>.<signature>`, the signature an
 * HMAC-SHA256 over the version, user id and kind. It has no expiry: a mail in an old folder must still work
 * (RFC 8058 asks that the link keep working), and all it can do is turn one kind of mail off or on again.
 * The version lets a later format (or a rotated key) live beside this one.
 */
const VERSION = 'v1';
const SIGNATURE_LENGTH = 43;

/** A key of its own, derived from the app's secret: a signature made for one purpose is worthless for another. */
const keyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update(`elevate:unsubscribe:${VERSION}`).digest();

const signatureOf = (secret: string, uid: number, kind: MailKind): string =>
  createHmac('sha256', keyOf(secret)).update(`${VERSION}:${uid}:${kind}`).digest('base64url');

export const signUnsubscribeToken = (secret: string, uid: number, kind: MailKind): string =>
  `${VERSION}.${uid}.${kind}.${signatureOf(secret, uid, kind)}`;

/** The user and kind a token was signed for, or null for anything else (cut short, altered, another version). */
export const readUnsubscribeToken = (secret: string, token: string): { uid: number; kind: MailKind } | null => {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [version, uidText, kindText, signature] = parts as [string, string, string, string];
  if (version !== VERSION || !/^[1-9]\d{0,9}$/.test(uidText)) return null;
  const uid = Number(uidText);
  if (uid > DB_INT_MAX || !(MAIL_KINDS as readonly string[]).includes(kindText)) return null;
  const kind = kindText as MailKind;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, uid, kind));
  if (given.length !== SIGNATURE_LENGTH || given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? { uid, kind } : null;
};
