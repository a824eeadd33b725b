import { eq, inArray, sql } from 'drizzle-orm';
import type { CompletionFacts } from '@elevate/contracts/users/completion';
import type { DbOrTx } from '../../db/client.ts';
import {
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
  userProfiles,
  users,
} from '../../db/schema/users.ts';

const countOf = (table: typeof profileEducation | typeof profileWork | typeof profileProjects | typeof profileOther) =>
  sql<number>`(select count(*)::int from ${table} where ${table.userId} = ${users.id})`;

/** Every fact the score needs, per user, in one query: the profile's fields and a count of each list. */
const factsQuery = (db: DbOrTx) =>
  db
    .select({
      userId: users.id,
      currentCity: userProfiles.currentCity,
      currentState: userProfiles.currentState,
      zipcode: userProfiles.zipcode,
      dateOfBirth: userProfiles.dateOfBirth,
      gender: userProfiles.gender,
      profilePicKey: userProfiles.profilePicKey,
      resumeKey: userProfiles.resumeKey,
      socialLinks: userProfiles.socialLinks,
      educationCount: countOf(profileEducation),
      workCount: countOf(profileWork),
      projectCount: countOf(profileProjects),
      otherCount: countOf(profileOther),
      skillCount: sql<number>`(select count(*)::int from ${profileSkills} where ${profileSkills.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id));

type FactsRow = Awaited<ReturnType<ReturnType<typeof factsQuery>['execute']>>[number];

const factsOf = (r: FactsRow): CompletionFacts => ({
  personalFields: {
    currentCity: r.currentCity,
    currentState: r.currentState,
    zipcode: r.zipcode,
    dateOfBirth: r.dateOfBirth,
    gender: r.gender,
  },
  hasPicture: r.profilePicKey !== null,
  hasResume: r.resumeKey !== null,
  educationCount: Number(r.educationCount),
  workCount: Number(r.workCount),
  projectCount: Number(r.projectCount),
  skillCount: Number(r.skillCount),
  otherCount: Number(r.otherCount),
  socialLinkCount: Object.values(r.socialLinks ?? {}).filter((link) => typeof link === 'string' && link.trim() !== '')
    .length,
});

/** The facts of one user; null when there is no such user. */
export const readCompletionFacts = async (db: DbOrTx, userId: number): Promise<CompletionFacts | null> => {
  const [row] = await factsQuery(db).where(eq(users.id, userId)).limit(1);
  return row ? factsOf(row) : null;
};

/** The facts of many users in one query, by user id; ids of no user are left out. */
export const readCompletionFactsOf = async (db: DbOrTx, userIds: number[]): Promise<Map<number, CompletionFacts>> => {
  if (userIds.length === 0) return new Map();
  const rows = await factsQuery(db).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.userId, factsOf(r)]));
};
