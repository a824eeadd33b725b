/**
 * Registrations, profiles and teams for the participants and teams suites: people register and team up through
 * the API itself, so every suite goes through the same rules. Not a test file itself.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Team } from '@elevate/contracts/drills/team.schema';
import type { TestContext } from '../../../test/helper.ts';
import { profileEducation, profileSkills, userProfiles, users } from '../../db/schema/users.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import type { Caller } from '../console/console.test-fixtures.ts';
import { insertDrill, type NewDrill } from './drills.test-fixtures.ts';

export { DAY, HOUR } from './drills.test-fixtures.ts';

let sequence = 0;

export interface Person extends Caller {
  fullName: string;
}

export interface Profile {
  fullName?: string;
  utype?: 'Student' | 'Professional';
  gender?: 'male' | 'female' | 'other';
  institution?: string;
  skills?: string[];
}

/** A signed-in account with, when asked, a profile gender, a current institution and skills. */
export const person = async (t: TestContext, profile: Profile = {}): Promise<Person> => {
  const db = t.database.db;
  const fullName = profile.fullName ?? `Kavya${++sequence}`;
  const user = await createUser(t, { fullName });
  if (profile.utype) await db.update(users).set({ utype: profile.utype }).where(eq(users.id, user.uid));
  if (profile.gender) await db.insert(userProfiles).values({ userId: user.uid, gender: profile.gender });
  if (profile.institution) {
    await db
      .insert(profileEducation)
      .values({ userId: user.uid, level: 'Graduation/Diploma', institution: profile.institution, startYear: 2023 });
  }
  if (profile.skills?.length) {
    await db.insert(profileSkills).values(profile.skills.map((name) => ({ userId: user.uid, name })));
  }
  return { uid: user.uid, email: user.email, fullName, headers: authHeaders(await signIn(t, user)) };
};

export interface Participant extends Person {
  participantId: number;
}

/** A hackathon that takes teams of one to four, registration open (`over` changes anything). */
export const teamDrill = (t: TestContext, over: Partial<NewDrill> = {}) =>
  insertDrill(t, { teamMin: 1, teamMax: 4, ...over });

/** Registers through POST drills/{id}/participate and answers the registration. */
export const register = async (
  t: TestContext,
  drillId: number,
  profile: Profile = {},
  body: Record<string, unknown> = {},
): Promise<Participant> => {
  const p = await person(t, profile);
  const res = await t.inject({
    method: 'POST',
    url: `/api/drills/${drillId}/participate`,
    headers: p.headers,
    payload: { answers: {}, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...p, participantId: res.json().result.participantId as number };
};

export const inject = (
  t: TestContext,
  who: Caller | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** The lead creates a team through the API and answers it. */
export const createTeam = async (
  t: TestContext,
  drillId: number,
  lead: Participant,
  teamName = `Team Neem ${++sequence}`,
  rolesNeeded: string[] = [],
): Promise<Team> => {
  const res = await inject(t, lead, 'POST', `/api/drills/${drillId}/participate/${lead.participantId}/teams`, {
    teamName,
    rolesNeeded,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as Team;
};

/** A participant joins with the team's invite code (the answer is left to the test). */
export const joinByCode = (t: TestContext, drillId: number, p: Participant, team: Pick<Team, 'teamId'>, code: string) =>
  inject(t, p, 'POST', `/api/drills/${drillId}/participate/${p.participantId}/teams/${team.teamId}`, {
    inviteCode: code,
  });

/** The team as one of its members (or anyone) reads it. */
export const readTeam = async (t: TestContext, drillId: number, who: Caller, teamId: number): Promise<Team> => {
  const res = await inject(t, who, 'GET', `/api/drills/${drillId}/teams/${teamId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Team;
};
