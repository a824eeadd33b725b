import type { z } from 'zod';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import {
  AccountMessages,
  CompleteProfileBodySchema,
  MAX_SECTION_ENTRIES,
  ProfileMessages,
  type CompleteProfile,
  type CompleteProfileBody,
  type EducationEntry,
  type EducationEntryValues,
  type OtherEntry,
  type OtherEntryValues,
  type PersonalSection,
  type PersonalSectionValues,
  type ProfileListSection,
  type ProjectEntry,
  type ProjectEntryValues,
  type SkillEntry,
  type WorkEntry,
  type WorkEntryValues,
} from '@elevate/contracts/users/profile.schema';
import { canonicalSkillNames } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { lockUser, readPersonal, userExists, writePersonal } from './profile.repository.ts';
import {
  countEntries,
  deleteAllEntries,
  deleteEntry,
  existingCollegeIds,
  insertEducation,
  insertOther,
  insertProjects,
  insertWork,
  listEducation,
  listOther,
  listProjects,
  listSkills,
  listWork,
  replaceSkills,
  updateEducation,
  updateOther,
  updateProject,
  updateWork,
} from './profile-entries.repository.ts';
import { canReadProfile } from './profile-access.ts';

/** Who is asking: the signed-in caller. */
export interface Viewer {
  uid: number;
  role: string;
}

const noAccount = () => notFound(AccountMessages.notFound);
const noEntry = () => notFound(ProfileMessages.entryNotFound);

/**
 * Only the owner (and, for reading, an admin) gets past this. The check comes before any lookup, so a
 * stranger gets the same 403 whether or not the profile exists: ids are not for probing.
 */
export const assertOwnProfile = (viewer: Viewer, ownerId: number, options: { adminMay: boolean }) => {
  if (viewer.uid === ownerId) return;
  if (options.adminMay && viewer.role === 'admin') return;
  throw forbidden();
};

/**
 * The read-only views (users/profile/common/*): the owner, admins and employers of a company the user applied
 * to. Everyone else gets the same 403, whether or not the user exists.
 */
export const assertMayViewProfile = async (db: DbOrTx, viewer: Viewer, ownerId: number) => {
  if (!(await canReadProfile(db, viewer, ownerId))) throw forbidden();
};

/** A section's list of one kind, as the API answers it. */
export interface SectionLists {
  education: EducationEntry[];
  work: WorkEntry[];
  project: ProjectEntry[];
  other: OtherEntry[];
  skill: SkillEntry[];
}

const LIST_READERS: { [S in ProfileListSection]: (db: DbOrTx, userId: number) => Promise<SectionLists[S]> } = {
  education: listEducation,
  work: listWork,
  project: listProjects,
  other: listOther,
  skill: listSkills,
};

const withUser = async <T>(db: DbOrTx, userId: number, read: () => Promise<T>): Promise<T> => {
  // A missing account and an empty profile differ only for admins (others were refused before).
  if (!(await userExists(db, userId))) throw noAccount();
  return read();
};

export const getPersonal = async (db: DbOrTx, userId: number): Promise<PersonalSection> => {
  const personal = await readPersonal(db, userId);
  if (!personal) throw noAccount();
  return personal;
};

export const getSection = async <S extends ProfileListSection>(
  db: DbOrTx,
  section: S,
  userId: number,
): Promise<SectionLists[S]> => withUser(db, userId, () => LIST_READERS[section](db, userId));

/** Runs a profile write as the only writer of this profile until it commits. */
const asProfileWrite = <T>(db: Db, userId: number, write: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw noAccount();
    return write(tx);
  });

export const savePersonal = (db: Db, userId: number, values: PersonalSectionValues, now: Date) =>
  asProfileWrite(db, userId, async (tx) => {
    await writePersonal(tx, userId, values, now);
    return getPersonal(tx, userId);
  });

/** An institution picked from the list must still be on it (a stale id would break the link, not save). */
const checkColleges = async (tx: DbOrTx, entries: EducationEntryValues[], pathOf: (i: number) => string) => {
  const ids = entries.map((e) => e.collegeId).filter((id): id is number => id !== null);
  const known = await existingCollegeIds(tx, [...new Set(ids)]);
  const fields: Record<string, string> = {};
  entries.forEach((e, i) => {
    if (e.collegeId !== null && !known.has(e.collegeId)) fields[pathOf(i)] = ProfileMessages.collegeNotListed;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(ErrorCode.VALIDATION, first, fields);
};

type EntryValues = {
  education: EducationEntryValues;
  work: WorkEntryValues;
  project: ProjectEntryValues;
  other: OtherEntryValues;
};
type EntrySection = keyof EntryValues;

const ENTRY_WRITERS: {
  [S in EntrySection]: {
    insert: (db: DbOrTx, userId: number, entries: EntryValues[S][]) => Promise<void>;
    update: (db: DbOrTx, userId: number, id: number, v: EntryValues[S], now: Date) => Promise<boolean>;
  };
} = {
  education: { insert: insertEducation, update: updateEducation },
  work: { insert: insertWork, update: updateWork },
  project: { insert: insertProjects, update: updateProject },
  other: { insert: insertOther, update: updateOther },
};

/**
 * PUT of one entry: with an id it updates that entry, which must be the user's (anyone else's is "not found"),
 * without one it adds an entry while the section holds fewer than MAX_SECTION_ENTRIES. Answers the section.
 */
export const saveEntry = <S extends EntrySection>(
  db: Db,
  section: S,
  userId: number,
  entry: EntryValues[S] & { id?: number | undefined },
  now: Date,
): Promise<SectionLists[S]> =>
  asProfileWrite(db, userId, async (tx) => {
    if (section === 'education') await checkColleges(tx, [entry as EducationEntryValues], () => 'collegeId');
    const writer = ENTRY_WRITERS[section];
    if (entry.id !== undefined) {
      if (!(await writer.update(tx, userId, entry.id, entry, now))) throw noEntry();
    } else {
      if ((await countEntries(tx, section, userId)) >= MAX_SECTION_ENTRIES) {
        const message = ProfileMessages.tooManyEntries(MAX_SECTION_ENTRIES);
        throw new AppError(ErrorCode.VALIDATION, message, { [section]: message });
      }
      await writer.insert(tx, userId, [entry]);
    }
    return LIST_READERS[section](tx, userId);
  });

/** DELETE of one entry of the user's own; answers what is left of the section. */
export const removeEntry = <S extends ProfileListSection>(
  db: Db,
  section: S,
  userId: number,
  id: number,
): Promise<SectionLists[S]> =>
  asProfileWrite(db, userId, async (tx) => {
    if (!(await deleteEntry(tx, section, userId, id))) throw noEntry();
    return LIST_READERS[section](tx, userId);
  });

/**
 * PUT of the skills: the whole list (already normalised); skills kept keep their ids. A known skill is stored under
 * the dictionary's name ("reactjs" → "React"), so one skill has one name on profiles, jobs and matches.
 */
export const saveSkills = (db: Db, userId: number, names: readonly string[]): Promise<SkillEntry[]> =>
  asProfileWrite(db, userId, async (tx) => {
    await replaceSkills(tx, userId, canonicalSkillNames(names));
    return listSkills(tx, userId);
  });

// ---------------------------------------------------------------- the whole profile

/** Every section of the profile (GET users/profile/complete-profile, the JSON Resume export). */
export const readCompleteProfile = async (db: DbOrTx, userId: number): Promise<CompleteProfile> => {
  const personal = await getPersonal(db, userId);
  const [education, work, project, skill, other] = await Promise.all([
    listEducation(db, userId),
    listWork(db, userId),
    listProjects(db, userId),
    listSkills(db, userId),
    listOther(db, userId),
  ]);
  return { personal, education, work, project, skill, other };
};

/** A refused body as the API's validation answer: field path → first message. */
const validationError = (error: z.ZodError): AppError => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return new AppError(ErrorCode.VALIDATION, Object.values(fields)[0] ?? ErrorMessage[ErrorCode.VALIDATION], fields);
};

/**
 * Replaces every section at once (PUT users/profile/complete-profile, the JSON Resume import). The body is
 * checked whole before anything is written and the writes are one transaction: a refused entry leaves the
 * profile exactly as it was. Pictures, documents and the account's own fields are not part of it.
 */
export const replaceCompleteProfile = async (
  db: Db,
  userId: number,
  body: CompleteProfileBody,
  now: Date = new Date(),
): Promise<CompleteProfile> => {
  const parsed = CompleteProfileBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const v = parsed.data;
  return asProfileWrite(db, userId, async (tx) => {
    await writePersonal(tx, userId, v.personal, now);
    for (const section of ['education', 'work', 'project', 'other'] as const)
      await deleteAllEntries(tx, section, userId);
    // Checked inside the transaction, after the writes above: a refusal here undoes them.
    await checkColleges(tx, v.education, (i) => `education.${i}.collegeId`);
    await insertEducation(tx, userId, v.education);
    await insertWork(tx, userId, v.work);
    await insertProjects(tx, userId, v.project);
    await insertOther(tx, userId, v.other);
    await replaceSkills(tx, userId, canonicalSkillNames(v.skill));
    return readCompleteProfile(tx, userId);
  });
};
