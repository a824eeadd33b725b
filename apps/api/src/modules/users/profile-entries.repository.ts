/**
 * The profile's list sections (education, work, projects, other, skills): reading, writing and deleting entries.
 * The personal section, the profile row and the shared helpers stay in profile.repository.ts.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toDayMonthYear } from '@elevate/contracts/common/validators';
import type {
  EducationEntry,
  EducationEntryValues,
  OtherEntry,
  OtherEntryValues,
  ProfileListSection,
  ProjectEntry,
  ProjectEntryValues,
  SkillEntry,
  WorkEntry,
  WorkEntryValues,
} from '@elevate/contracts/users/profile.schema';
import type { DbOrTx } from '../../db/client.ts';
import {
  colleges,
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
} from '../../db/schema/users.ts';
import { dmyOrNull, isoOrNull } from './profile.repository.ts';

// ---------------------------------------------------------------- list sections, shared

const LIST_TABLES = {
  education: profileEducation,
  work: profileWork,
  project: profileProjects,
  other: profileOther,
  skill: profileSkills,
} as const;

/** How many entries a list section holds. */
export const countEntries = async (db: DbOrTx, section: ProfileListSection, userId: number): Promise<number> => {
  const table = LIST_TABLES[section];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};

/** Deletes one entry of the user's; false when the user has no such entry (someone else's is no entry of theirs). */
export const deleteEntry = async (
  db: DbOrTx,
  section: ProfileListSection,
  userId: number,
  id: number,
): Promise<boolean> => {
  const table = LIST_TABLES[section];
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
};

/** Deletes every entry of a list section (the whole-profile replace). */
export const deleteAllEntries = async (db: DbOrTx, section: ProfileListSection, userId: number) => {
  const table = LIST_TABLES[section];
  await db.delete(table).where(eq(table.userId, userId));
};

// ---------------------------------------------------------------- education

const educationColumns = (v: EducationEntryValues) => ({
  level: v.level,
  courseLevel: v.courseLevel,
  degree: v.degree,
  institution: v.institution,
  collegeId: v.collegeId,
  studyYear: v.studyYear,
  degreeLevel: v.degreeLevel,
  gradeType: v.gradeType,
  grade: v.gradeType === null ? null : v.grade,
  startYear: v.startYear,
  endYear: v.endYear,
});

export const listEducation = async (db: DbOrTx, userId: number): Promise<EducationEntry[]> => {
  const rows = await db
    .select()
    .from(profileEducation)
    .where(eq(profileEducation.userId, userId))
    // Ongoing studies first, then the most recent.
    .orderBy(
      sql`${profileEducation.endYear} desc nulls first`,
      desc(profileEducation.startYear),
      desc(profileEducation.id),
    );
  return rows.map((r) => ({
    id: r.id,
    level: r.level as EducationEntry['level'],
    courseLevel: r.courseLevel,
    degree: r.degree,
    institution: r.institution,
    collegeId: r.collegeId,
    studyYear: r.studyYear,
    degreeLevel: r.degreeLevel,
    gradeType: r.gradeType as EducationEntry['gradeType'],
    grade: r.grade,
    startYear: r.startYear,
    endYear: r.endYear,
  }));
};

export const insertEducation = async (db: DbOrTx, userId: number, entries: EducationEntryValues[]) => {
  if (entries.length === 0) return;
  await db.insert(profileEducation).values(entries.map((v) => ({ userId, ...educationColumns(v) })));
};

export const updateEducation = async (
  db: DbOrTx,
  userId: number,
  id: number,
  v: EducationEntryValues,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(profileEducation)
    .set({ ...educationColumns(v), updatedAt: now })
    .where(and(eq(profileEducation.id, id), eq(profileEducation.userId, userId)))
    .returning({ id: profileEducation.id });
  return rows.length > 0;
};

/** The ids among these that name a listed college. */
export const existingCollegeIds = async (db: DbOrTx, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: colleges.id }).from(colleges).where(inArray(colleges.id, ids));
  return new Set(rows.map((r) => r.id));
};

// ---------------------------------------------------------------- work

const workColumns = (v: WorkEntryValues) => ({
  company: v.company,
  title: v.title,
  employmentType: v.employmentType,
  startDate: isoOrNull(v.startDate)!,
  endDate: v.currentJob ? null : isoOrNull(v.endDate),
  currentJob: v.currentJob,
  description: v.description,
});

export const listWork = async (db: DbOrTx, userId: number): Promise<WorkEntry[]> => {
  const rows = await db
    .select()
    .from(profileWork)
    .where(eq(profileWork.userId, userId))
    .orderBy(desc(profileWork.currentJob), desc(profileWork.startDate), desc(profileWork.id));
  return rows.map((r) => ({
    id: r.id,
    company: r.company,
    title: r.title,
    employmentType: r.employmentType as WorkEntry['employmentType'],
    startDate: toDayMonthYear(r.startDate),
    endDate: dmyOrNull(r.endDate),
    currentJob: r.currentJob,
    description: r.description,
  }));
};

export const insertWork = async (db: DbOrTx, userId: number, entries: WorkEntryValues[]) => {
  if (entries.length === 0) return;
  await db.insert(profileWork).values(entries.map((v) => ({ userId, ...workColumns(v) })));
};

export const updateWork = async (
  db: DbOrTx,
  userId: number,
  id: number,
  v: WorkEntryValues,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(profileWork)
    .set({ ...workColumns(v), updatedAt: now })
    .where(and(eq(profileWork.id, id), eq(profileWork.userId, userId)))
    .returning({ id: profileWork.id });
  return rows.length > 0;
};

// ---------------------------------------------------------------- projects

const projectColumns = (v: ProjectEntryValues) => ({
  title: v.title,
  description: v.description,
  url: v.url,
  startDate: isoOrNull(v.startDate),
  endDate: isoOrNull(v.endDate),
});

export const listProjects = async (db: DbOrTx, userId: number): Promise<ProjectEntry[]> => {
  const rows = await db
    .select()
    .from(profileProjects)
    .where(eq(profileProjects.userId, userId))
    .orderBy(sql`${profileProjects.startDate} desc nulls last`, desc(profileProjects.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    url: r.url,
    startDate: dmyOrNull(r.startDate),
    endDate: dmyOrNull(r.endDate),
  }));
};

export const insertProjects = async (db: DbOrTx, userId: number, entries: ProjectEntryValues[]) => {
  if (entries.length === 0) return;
  await db.insert(profileProjects).values(entries.map((v) => ({ userId, ...projectColumns(v) })));
};

export const updateProject = async (
  db: DbOrTx,
  userId: number,
  id: number,
  v: ProjectEntryValues,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(profileProjects)
    .set({ ...projectColumns(v), updatedAt: now })
    .where(and(eq(profileProjects.id, id), eq(profileProjects.userId, userId)))
    .returning({ id: profileProjects.id });
  return rows.length > 0;
};

// ---------------------------------------------------------------- other (patents, certifications, achievements)

const otherColumns = (v: OtherEntryValues) => ({
  kind: v.kind,
  title: v.title,
  issuer: v.issuer,
  reference: v.reference,
  status: v.status,
  date: isoOrNull(v.date),
  url: v.url,
  description: v.description,
});

export const listOther = async (db: DbOrTx, userId: number): Promise<OtherEntry[]> => {
  const rows = await db
    .select()
    .from(profileOther)
    .where(eq(profileOther.userId, userId))
    .orderBy(sql`${profileOther.date} desc nulls last`, desc(profileOther.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as OtherEntry['kind'],
    title: r.title,
    issuer: r.issuer,
    reference: r.reference,
    status: r.status as OtherEntry['status'],
    date: dmyOrNull(r.date),
    url: r.url,
    description: r.description,
  }));
};

export const insertOther = async (db: DbOrTx, userId: number, entries: OtherEntryValues[]) => {
  if (entries.length === 0) return;
  await db.insert(profileOther).values(entries.map((v) => ({ userId, ...otherColumns(v) })));
};

export const updateOther = async (
  db: DbOrTx,
  userId: number,
  id: number,
  v: OtherEntryValues,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(profileOther)
    .set({ ...otherColumns(v), updatedAt: now })
    .where(and(eq(profileOther.id, id), eq(profileOther.userId, userId)))
    .returning({ id: profileOther.id });
  return rows.length > 0;
};

// ---------------------------------------------------------------- skills

/** In the order they were added. */
export const listSkills = async (db: DbOrTx, userId: number): Promise<SkillEntry[]> =>
  db
    .select({ id: profileSkills.id, name: profileSkills.name })
    .from(profileSkills)
    .where(eq(profileSkills.userId, userId))
    .orderBy(asc(profileSkills.id));

const textArray = (names: readonly string[]): SQL =>
  sql`array[${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;

/**
 * Makes the user's skills exactly `names` (already normalised). Matching is by the database's own lower(),
 * the same function as the unique index, so a name the index would call a duplicate is never inserted twice:
 * kept skills keep their ids (and take the new spelling), the rest are removed, new ones are added in order.
 */
export const replaceSkills = async (tx: DbOrTx, userId: number, names: readonly string[]) => {
  if (names.length === 0) {
    await tx.delete(profileSkills).where(eq(profileSkills.userId, userId));
    return;
  }
  const wanted = textArray(names);
  await tx
    .delete(profileSkills)
    .where(
      and(
        eq(profileSkills.userId, userId),
        sql`lower(${profileSkills.name}) <> all (select lower(w) from unnest(${wanted}) as w)`,
      ),
    );
  await tx.execute(sql`
    update ${profileSkills} set name = w.name
    from unnest(${wanted}) as w(name)
    where ${profileSkills.userId} = ${userId} and lower(${profileSkills.name}) = lower(w.name)
      and ${profileSkills.name} <> w.name`);
  await tx.execute(sql`
    insert into ${profileSkills} (user_id, name)
    select ${userId}, w.name from unnest(${wanted}) with ordinality as w(name, n) order by w.n
    on conflict do nothing`);
};
