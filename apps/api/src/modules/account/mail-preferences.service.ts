import { resubscribedMessage, unsubscribedMessage, AccountMessages } from '@elevate/contracts/account/account.messages';
import {
  MAIL_KIND_INFO,
  type MailKind,
  type MailPreferences,
  type MailSubscription,
} from '@elevate/contracts/account/mail-preferences.schema';
import { maskEmail } from '@elevate/contracts/account/mask-email';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import {
  findSubscriber,
  readMailPreferences,
  recipientsAllowed,
  setKindOptOut,
  writeMailPreferences,
} from './mail-preferences.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const accountGone = () => new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
const linkInvalid = () => new AppError(ErrorCode.LINK_EXPIRED, AccountMessages.unsubscribeLinkInvalid);

/**
 * Whether a non-essential mail of this kind may go to this account. Every sender of such mail asks before it
 * writes to the outbox (through createNonEssentialMailer); essential mail never asks (docs/decisions/027).
 */
export const mailAllowed = async (db: DbOrTx, uid: number, kind: MailKind): Promise<boolean> =>
  (await recipientsAllowed(db, [uid], kind)).has(uid);

/** The batch form, for a mail to many accounts at once: the ids among `uids` that may get it. */
export const mailAllowedFor = recipientsAllowed;

export const getMailPreferences = async (db: DbOrTx, uid: number): Promise<MailPreferences> => {
  const prefs = await readMailPreferences(db, uid);
  if (!prefs) throw accountGone();
  return prefs;
};

export const saveMailPreferences = async (db: Db, uid: number, prefs: MailPreferences): Promise<MailPreferences> =>
  db.transaction(async (tx) => {
    if (!(await readMailPreferences(tx, uid))) throw accountGone();
    await writeMailPreferences(tx, uid, prefs);
    return getMailPreferences(tx, uid);
  });

/** The account and kind a link names; a link that is not ours, or for an account that is gone, is refused alike. */
const subscriptionOf = async (db: DbOrTx, secret: string, token: string) => {
  const signed = readUnsubscribeToken(secret, token);
  const subscriber = signed ? await findSubscriber(db, signed.uid, signed.kind) : null;
  if (!signed || !subscriber) throw linkInvalid();
  return { ...signed, ...subscriber };
};

const answer = (kind: MailKind, email: string, subscribed: boolean): MailSubscription => ({
  kind,
  email: maskEmail(email),
  subscribed,
});

/** What an unsubscribe link is about. Reading changes nothing: link scanners open every link in a mail. */
export const previewSubscription = async (db: DbOrTx, secret: string, token: string): Promise<MailSubscription> => {
  const s = await subscriptionOf(db, secret, token);
  return answer(s.kind, s.email, s.subscribed);
};

/** The one-click unsubscribe (RFC 8058) and the page's button: this kind stops, nothing else changes. */
export const unsubscribe = async (
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<{ message: string; result: MailSubscription }> => {
  const s = await subscriptionOf(db, secret, token);
  await setKindOptOut(db, s.uid, s.kind, true);
  const result = answer(s.kind, s.email, false);
  return { message: unsubscribedMessage(MAIL_KIND_INFO[s.kind].label, result.email), result };
};

/** "Turn it back on" from the same link. */
export const resubscribe = async (
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<{ message: string; result: MailSubscription }> => {
  const s = await subscriptionOf(db, secret, token);
  await setKindOptOut(db, s.uid, s.kind, false);
  const result = answer(s.kind, s.email, true);
  return { message: resubscribedMessage(MAIL_KIND_INFO[s.kind].label, result.email), result };
};
