import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

export interface StoredMandatoryFields {
  contact: string | null;
  currentCity: string | null;
  highestQualification: string | null;
  resumeKey: string | null;
  resumeFileName: string | null;
}

/** The fields an application needs, from users (contact) and user_profiles (the rest); null for no user. */
export const readMandatoryFields = async (db: DbOrTx, userId: number): Promise<StoredMandatoryFields | null> => {
  const [row] = await db
    .select({
      contact: users.contact,
      currentCity: userProfiles.currentCity,
      highestQualification: userProfiles.highestQualification,
      resumeKey: userProfiles.resumeKey,
      resumeFileName: userProfiles.resumeFileName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

/** Writes the contact number and the profile's fields; the resume only when a new one is given. */
export const writeMandatoryFields = async (
  tx: DbOrTx,
  userId: number,
  f: {
    contact: string;
    currentCity: string;
    highestQualification: string;
    resume?: { key: string; fileName: string };
    now: Date;
  },
) => {
  await tx.update(users).set({ contact: f.contact }).where(eq(users.id, userId));
  const profile = {
    currentCity: f.currentCity,
    highestQualification: f.highestQualification,
    ...(f.resume ? { resumeKey: f.resume.key, resumeFileName: f.resume.fileName } : {}),
    updatedAt: f.now,
  };
  await tx
    .insert(userProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
};
