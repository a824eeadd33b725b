import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

/** The account's fields a resume shows (name, email, contact, picture); null for no such account. */
export const readResumeAccount = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({
      fullName: users.fullName,
      lastName: users.lastName,
      email: users.email,
      ucontact: users.contact,
      profilePicKey: userProfiles.profilePicKey,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};
