import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partnerMembers } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ uid: users.id, role: users.role, fullName: users.fullName, email: users.email })
    .from(users)
    // Addresses are stored lower-cased (users.email), so the unique index serves this.
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
};

export const findUserById = async (db: DbOrTx, uid: number) => {
  const [row] = await db
    .select({ uid: users.id, role: users.role, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
};

export const setUserRole = async (db: DbOrTx, uid: number, role: string): Promise<void> => {
  await db.update(users).set({ role }).where(eq(users.id, uid));
};

/** Adds the membership; false when the user was already a member. */
export const addPartnerMember = async (db: DbOrTx, partnerId: number, uid: number): Promise<boolean> => {
  const rows = await db
    .insert(partnerMembers)
    .values({ partnerId, userId: uid })
    .onConflictDoNothing()
    .returning({ partnerId: partnerMembers.partnerId });
  return rows.length > 0;
};

/** Removes the membership; false when there was none. */
export const removePartnerMember = async (db: DbOrTx, partnerId: number, uid: number): Promise<boolean> => {
  const rows = await db
    .delete(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, uid)))
    .returning({ partnerId: partnerMembers.partnerId });
  return rows.length > 0;
};

export const membershipCount = async (db: DbOrTx, uid: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(partnerMembers).where(eq(partnerMembers.userId, uid));
  return row?.n ?? 0;
};
