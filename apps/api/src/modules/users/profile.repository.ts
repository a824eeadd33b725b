import { eq } from 'drizzle-orm';
import { USER_UPLOAD_PREFIX } from '@elevate/contracts/console/console-fields';
import { toDayMonthYear } from '@elevate/contracts/common/validators';
import type { PersonalSection, PersonalSectionValues } from '@elevate/contracts/users/profile.schema';
import { parseDayMonthYear } from '@elevate/contracts/common/validators';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

/** The public address of a picture upload, as records of public files hold it (docs/decisions/020). */
export const publicUploadUrl = (key: string | null): string | null => (key ? `${USER_UPLOAD_PREFIX}${key}` : null);

/** A day-month-year date as ISO, null kept. */
export const isoOrNull = (dmy: string | null): string | null => (dmy ? parseDayMonthYear(dmy) : null);
/** An ISO date as day-month-year, null kept. */
export const dmyOrNull = (iso: string | null): string | null => (iso ? toDayMonthYear(iso) : null);

/** Holds the user's row until the transaction ends: concurrent writes to one profile queue behind each other. */
export const lockUser = async (tx: DbOrTx, userId: number): Promise<boolean> => {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row !== undefined;
};

export const userExists = async (db: DbOrTx, userId: number): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
};

/** Creates the empty profile row when there is none; true when it was created now. */
export const ensureProfileRow = async (db: DbOrTx, userId: number): Promise<boolean> => {
  const rows = await db
    .insert(userProfiles)
    .values({ userId })
    .onConflictDoNothing({ target: userProfiles.userId })
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
};

// ---------------------------------------------------------------- personal

/** The personal section; null when there is no such user. A user without a profile row has an empty one. */
export const readPersonal = async (db: DbOrTx, userId: number): Promise<PersonalSection | null> => {
  const [row] = await db
    .select({ userId: users.id, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const p = row.profile;
  return {
    currentAddress: p?.currentAddress ?? null,
    coverLetter: p?.coverLetter ?? null,
    currentCity: p?.currentCity ?? null,
    currentState: p?.currentState ?? null,
    zipcode: p?.zipcode ?? null,
    dateOfBirth: dmyOrNull(p?.dateOfBirth ?? null),
    gender: (p?.gender ?? null) as PersonalSection['gender'],
    languagesKnown: p?.languagesKnown ?? [],
    maritalStatus: p?.maritalStatus ?? null,
    otherDetails: p?.otherDetails ?? null,
    socialLinks: p?.socialLinks ?? {},
    experienceYears: p?.experienceYears ?? null,
    noticePeriod: p?.noticePeriod ?? null,
    profilePicLink: publicUploadUrl(p?.profilePicKey ?? null),
    // The same rule as users/{id}/mandatoryfields: a file name without its file is no resume.
    resumeFileName: p?.resumeKey ? (p.resumeFileName ?? null) : null,
  };
};

/** Writes every personal field (a cleared field is saved as cleared); pictures, documents and the rest stay. */
export const writePersonal = async (tx: DbOrTx, userId: number, v: PersonalSectionValues, now: Date) => {
  const values = {
    currentAddress: v.currentAddress,
    coverLetter: v.coverLetter,
    currentCity: v.currentCity,
    currentState: v.currentState,
    zipcode: v.zipcode,
    dateOfBirth: isoOrNull(v.dateOfBirth),
    gender: v.gender,
    languagesKnown: v.languagesKnown,
    maritalStatus: v.maritalStatus,
    otherDetails: v.otherDetails,
    socialLinks: v.socialLinks as Record<string, string>,
    experienceYears: v.experienceYears,
    noticePeriod: v.noticePeriod,
    updatedAt: now,
  };
  await tx
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
};
