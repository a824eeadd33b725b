import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import {
  colleges,
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
  userProfiles,
  users,
} from '../../db/schema/users.ts';

/**
 * Everything stored about one account, read straight from the tables (docs/decisions/027): the rows as they
 * are, in the order the owner would read them. The service shapes them into the export.
 */
export const readAccountRow = async (db: DbOrTx, uid: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  return row ?? null;
};

export const readReferrer = async (db: DbOrTx, referrerId: number | null) => {
  if (referrerId === null) return null;
  const [row] = await db
    .select({ fullName: users.fullName, lastName: users.lastName, referralCode: users.referralCode })
    .from(users)
    .where(eq(users.id, referrerId))
    .limit(1);
  return row ?? null;
};

export const countReferred = async (db: DbOrTx, uid: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredById, uid));
  return row?.n ?? 0;
};

export const readProfileRows = async (db: DbOrTx, uid: number) => {
  const [personal] = await db.select().from(userProfiles).where(eq(userProfiles.userId, uid)).limit(1);
  const [education, work, projects, skills, other] = await Promise.all([
    db.select().from(profileEducation).where(eq(profileEducation.userId, uid)).orderBy(asc(profileEducation.id)),
    db.select().from(profileWork).where(eq(profileWork.userId, uid)).orderBy(asc(profileWork.id)),
    db.select().from(profileProjects).where(eq(profileProjects.userId, uid)).orderBy(asc(profileProjects.id)),
    db.select().from(profileSkills).where(eq(profileSkills.userId, uid)).orderBy(asc(profileSkills.id)),
    db.select().from(profileOther).where(eq(profileOther.userId, uid)).orderBy(asc(profileOther.id)),
  ]);
  return { personal: personal ?? null, education, work, projects, skills, other };
};

export const readNotificationRows = (db: DbOrTx, uid: number) =>
  db
    .select({
      purpose: notifications.purpose,
      oneLiner: notifications.oneLiner,
      message: notifications.message,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.receiverUid, uid))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));

export const readUploadRows = (db: DbOrTx, uid: number) =>
  db
    .select({
      fileName: uploads.fileName,
      purpose: uploads.purpose,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      createdAt: uploads.createdAt,
      uploadedAt: uploads.uploadedAt,
    })
    .from(uploads)
    .where(eq(uploads.ownerUid, uid))
    .orderBy(asc(uploads.createdAt));

export const readCompanies = (db: DbOrTx, uid: number) =>
  db
    .select({ name: partners.displayName })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, uid))
    .orderBy(asc(partners.displayName));

export const readCollegesAdded = (db: DbOrTx, uid: number) =>
  db.select({ name: colleges.name }).from(colleges).where(eq(colleges.addedByUid, uid)).orderBy(asc(colleges.name));

/** Enquiries sent through the contact form with the account's address (never the sender's IP address). */
export const readContactMessages = (db: DbOrTx, email: string) =>
  db
    .select({
      purposeToConnect: contactMessages.purposeToConnect,
      message: contactMessages.message,
      contact: contactMessages.contact,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
