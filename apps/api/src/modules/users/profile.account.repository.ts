import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

export interface StoredAccount {
  uid: number;
  fullName: string;
  lastName: string;
  email: string;
  contact: string | null;
  utype: string;
  referralCode: string;
  profilePicKey: string | null;
}

/** The account's own fields and its picture; null when there is no such user. */
export const readAccount = async (db: DbOrTx, userId: number): Promise<StoredAccount | null> => {
  const [row] = await db
    .select({
      uid: users.id,
      fullName: users.fullName,
      lastName: users.lastName,
      email: users.email,
      contact: users.contact,
      utype: users.utype,
      referralCode: users.referralCode,
      profilePicKey: userProfiles.profilePicKey,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const writeAccount = async (
  db: DbOrTx,
  userId: number,
  v: { fullName: string; lastName: string; contact: string; utype: string },
) => {
  await db.update(users).set(v).where(eq(users.id, userId));
};
