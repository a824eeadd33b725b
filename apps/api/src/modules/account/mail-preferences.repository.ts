import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { MAIL_KINDS, type MailKind, type MailPreferences } from '@elevate/contracts/account/mail-preferences.schema';
import type { DbOrTx } from '../../db/client.ts';
import { mailOptOuts, users } from '../../db/schema/users.ts';

/** A stored kind this release does not know (an older or newer one) is ignored rather than failing a read. */
const isKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

const switchesFrom = (optedOut: readonly string[]): MailPreferences['mail'] => {
  const off = new Set(optedOut.filter(isKind));
  return Object.fromEntries(MAIL_KINDS.map((k) => [k, !off.has(k)])) as MailPreferences['mail'];
};

/** A live account's preferences; null when there is no such account (or it was deleted). */
export const readMailPreferences = async (db: DbOrTx, uid: number): Promise<MailPreferences | null> => {
  const [account] = await db
    .select({ jobfeed: users.jobfeed, mentor: users.mentor })
    .from(users)
    .where(and(eq(users.id, uid), isNull(users.deletedAt)))
    .limit(1);
  if (!account) return null;
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, uid));
  return { mail: switchesFrom(rows.map((r) => r.kind)), jobfeed: account.jobfeed, mentor: account.mentor };
};

/** Replaces every switch at once: the flags on the account, one opt-out row per kind turned off. */
export const writeMailPreferences = async (tx: DbOrTx, uid: number, prefs: MailPreferences): Promise<void> => {
  await tx.update(users).set({ jobfeed: prefs.jobfeed, mentor: prefs.mentor }).where(eq(users.id, uid));
  const off = MAIL_KINDS.filter((k) => !prefs.mail[k]);
  await tx
    .delete(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, uid), off.length > 0 ? notInArray(mailOptOuts.kind, off) : undefined));
  if (off.length > 0) {
    await tx
      .insert(mailOptOuts)
      .values(off.map((kind) => ({ userId: uid, kind })))
      .onConflictDoNothing();
  }
};

/** One kind off (an unsubscribe link) or back on; doing it twice changes nothing. */
export const setKindOptOut = async (db: DbOrTx, uid: number, kind: MailKind, optedOut: boolean): Promise<void> => {
  if (optedOut) {
    await db.insert(mailOptOuts).values({ userId: uid, kind }).onConflictDoNothing();
  } else {
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, uid), eq(mailOptOuts.kind, kind)));
  }
};

/** Who an unsubscribe link is for: a live account's address and whether the kind is still sent to it. */
export const findSubscriber = async (
  db: DbOrTx,
  uid: number,
  kind: MailKind,
): Promise<{ email: string; subscribed: boolean } | null> => {
  const [row] = await db
    .select({
      email: users.email,
      optedOut: sql<boolean>`exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${users.id} and ${mailOptOuts.kind} = ${kind})`,
    })
    .from(users)
    .where(and(eq(users.id, uid), isNull(users.deletedAt)))
    .limit(1);
  return row ? { email: row.email, subscribed: !row.optedOut } : null;
};

/**
 * Of these accounts, the ones that may get mail of this kind: live, with a proven address (a stranger may have
 * typed someone else's address at signup), and not opted out of the kind.
 */
export const recipientsAllowed = async (db: DbOrTx, uids: readonly number[], kind: MailKind): Promise<Set<number>> => {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(uids)]),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
        sql`not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${users.id} and ${mailOptOuts.kind} = ${kind})`,
      ),
    );
  return new Set(rows.map((r) => r.uid));
};
