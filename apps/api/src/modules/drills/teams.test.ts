import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { Team, TeamCard } from '@elevate/contracts/drills/team.schema';
import { build } from '../../../test/helper.ts';
import { drills, drillTeams } from '../../db/schema/drills.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { requireDrill } from './drill-access.ts';
import { assertTeamComposition } from './teams.service.ts';
import {
  createTeam,
  inject,
  joinByCode,
  person,
  readTeam,
  register,
  teamDrill,
  type Participant,
} from './teams.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const status = (team: { teamId: number }, p: Participant, isActive = 'false', who: Participant = p) =>
  inject(t, who, 'POST', `/api/drillteams/${team.teamId}/participants/${p.participantId}/status?isActive=${isActive}`);

const setDrill = (drillId: number, values: Partial<typeof drills.$inferInsert>) =>
  t.database.db.update(drills).set(values).where(eq(drills.id, drillId));

describe('creating a team', () => {
  it('makes the creator its lead, with an invite code only members see', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id, { skills: ['React', 'Figma'] });
    const team = await createTeam(t, d.id, lead, 'Team Neem', ['Designer']);
    expect(team).toMatchObject({
      teamName: 'Team Neem',
      leadParticipantId: lead.participantId,
      memberCount: 1,
      teamSize: { min: 1, max: 4 },
      rolesNeeded: ['Designer'],
      viewerIsLead: true,
      locked: false,
    });
    expect(team.members).toEqual([
      expect.objectContaining({ participantId: lead.participantId, isLead: true, skills: ['React', 'Figma'] }),
    ]);
    expect(team.inviteCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(Date.parse(team.inviteCodeExpiresAt!)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const outsider = await person(t);
    const card = await readTeam(t, d.id, outsider, team.teamId);
    expect(card).toMatchObject({ viewerIsMember: false, inviteCode: null, inviteCodeExpiresAt: null, invitations: [] });
    expect(card.members).toHaveLength(1);
    expect((await inject(t, null, 'GET', `/api/drills/${d.id}/teams/${team.teamId}`)).statusCode).toBe(401);
  });

  it('keeps names unique in a hackathon whatever the case, and says so through the name check', async () => {
    const d = await teamDrill(t);
    const first = await register(t, d.id);
    const second = await register(t, d.id);
    await createTeam(t, d.id, first, 'Code Monks');

    const check = (name: string) =>
      inject(t, second, 'GET', `/api/drills/${d.id}/teams/name?teamName=${encodeURIComponent(name)}`);
    expect((await check('code  MONKS')).json().result).toEqual({ available: false, message: TeamMessages.nameTaken });
    expect((await check('Byte Club')).json().result).toEqual({ available: true, message: TeamMessages.nameAvailable });
    expect((await check('ab')).json().result).toEqual({ available: false, message: TeamMessages.nameMin });
    expect((await check('<script>')).json().result).toEqual({ available: false, message: TeamMessages.nameChars });
    expect((await inject(t, null, 'GET', `/api/drills/${d.id}/teams/name?teamName=x`)).statusCode).toBe(401);

    const taken = await inject(t, second, 'POST', `/api/drills/${d.id}/participate/${second.participantId}/teams`, {
      teamName: 'CODE MONKS',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: TeamMessages.nameTaken,
      fields: { teamName: TeamMessages.nameTaken },
    });

    const otherDrill = await teamDrill(t);
    const elsewhere = await register(t, otherDrill.id);
    await createTeam(t, otherDrill.id, elsewhere, 'Code Monks');
  });

  it("refuses another user's registration with 404 and a hackathon for individuals with 409", async () => {
    const d = await teamDrill(t);
    const p = await register(t, d.id);
    const other = await person(t);
    const refused = await inject(t, other, 'POST', `/api/drills/${d.id}/participate/${p.participantId}/teams`, {
      teamName: 'Borrowed Name',
    });
    expect(refused.statusCode).toBe(404);

    const solo = await teamDrill(t, { teamMax: 1 });
    const soloist = await register(t, solo.id);
    const res = await inject(t, soloist, 'POST', `/api/drills/${solo.id}/participate/${soloist.participantId}/teams`, {
      teamName: 'Just Me',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(TeamMessages.individualOnly);
  });

  it('new-teams creates a team naming only the registration', async () => {
    const d = await teamDrill(t);
    const p = await register(t, d.id);
    const res = await inject(t, p, 'POST', `/api/drillteams/participants/${p.participantId}/new-teams`, {
      teamName: 'Paddy Field',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ teamName: 'Paddy Field', viewerIsLead: true });
    const other = await person(t);
    const refused = await inject(t, other, 'POST', `/api/drillteams/participants/${p.participantId}/new-teams`, {
      teamName: 'Not Mine',
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('one team per participant', () => {
  it('refuses a second team, by creating or by joining', async () => {
    const d = await teamDrill(t);
    const a = await register(t, d.id);
    const b = await register(t, d.id);
    const teamA = await createTeam(t, d.id, a);
    await createTeam(t, d.id, b);
    const again = await inject(t, a, 'POST', `/api/drills/${d.id}/participate/${a.participantId}/teams`, {
      teamName: 'Second Try',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TeamMessages.alreadyInTeam);
    const join = await joinByCode(t, d.id, b, teamA, teamA.inviteCode!);
    expect(join.statusCode).toBe(409);
    expect(join.json().error.message).toBe(TeamMessages.alreadyInTeam);
  });
});

describe('invite codes', () => {
  it('lets a participant join with the code, refuses a wrong or expired one', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const joiner = await register(t, d.id);

    const wrong = await joinByCode(t, d.id, joiner, team, 'WRONGCODE2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TeamMessages.codeInvalid);

    await t.database.db
      .update(drillTeams)
      .set({ inviteCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(drillTeams.id, team.teamId));
    const expired = await joinByCode(t, d.id, joiner, team, team.inviteCode!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(TeamMessages.codeExpired);

    const rotated = await inject(t, lead, 'POST', `/api/drillteams/participants/${lead.participantId}/invitecode`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().result.inviteCode as string;
    const joined = await joinByCode(t, d.id, joiner, team, fresh.toLowerCase());
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().result.team).toMatchObject({ memberCount: 2, viewerIsMember: true, viewerIsLead: false });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.receiverUid, lead.uid), eq(notifications.purpose, 'DRILL')));
    expect(notice?.link).toBe(`/drills/participant-dashboard/${d.id}/${lead.participantId}`);
  });

  it('rotating revokes the old code; only the lead may rotate', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const member = await register(t, d.id);
    expect((await joinByCode(t, d.id, member, team, team.inviteCode!)).statusCode).toBe(200);

    const byMember = await inject(t, member, 'POST', `/api/drillteams/participants/${member.participantId}/invitecode`);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe(TeamMessages.leadOnly);
    const stranger = await person(t);
    expect(
      (await inject(t, stranger, 'POST', `/api/drillteams/participants/${lead.participantId}/invitecode`)).statusCode,
    ).toBe(404);

    expect(
      (await inject(t, lead, 'POST', `/api/drillteams/participants/${lead.participantId}/invitecode`)).statusCode,
    ).toBe(200);
    const late = await register(t, d.id);
    expect((await joinByCode(t, d.id, late, team, team.inviteCode!)).statusCode).toBe(400);
  });

  it('finds the team of a typed code through team search', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead, 'Mango Grove');
    const seeker = await register(t, d.id);
    const res = await inject(
      t,
      seeker,
      'GET',
      `/api/drills/${d.id}/teams?inviteCode=${team.inviteCode!.toLowerCase()}`,
    );
    expect(res.json().result.data.map((c: TeamCard) => c.teamName)).toEqual(['Mango Grove']);
    const none = await inject(t, seeker, 'GET', `/api/drills/${d.id}/teams?inviteCode=NOSUCHCODE`);
    expect(none.json().result.totalRecordCount).toBe(0);
  });
});

describe('searching teams', () => {
  it('lists teams with a free seat that take members, by the start of the name', async () => {
    const d = await teamDrill(t, { teamMax: 2 });
    const [a, b, c, d2] = await Promise.all([1, 2, 3, 4].map(() => register(t, d.id)));
    await createTeam(t, d.id, a!, 'Kaveri Coders');
    const full = await createTeam(t, d.id, b!, 'Kaveri Full');
    await joinByCode(t, d.id, c!, full, full.inviteCode!);
    await createTeam(t, d.id, d2!, 'Tapti Team');
    const closed = await register(t, d.id);
    await createTeam(t, d.id, closed, 'Kaveri Closed');
    await inject(t, closed, 'POST', `/api/drillteams/participants/${closed.participantId}/teams`, {
      lookingForMembers: false,
    });

    const res = await inject(t, a!, 'GET', `/api/drills/${d.id}/teams?initialLetters=kav`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.map((card: TeamCard) => card.teamName)).toEqual(['Kaveri Coders']);
    const all = await inject(t, a!, 'GET', `/api/drills/${d.id}/teams`);
    expect(all.json().result.totalRecordCount).toBe(2);
    expect((await inject(t, null, 'GET', `/api/drills/${d.id}/teams`)).statusCode).toBe(401);
  });
});

describe('the team card', () => {
  it('lets the lead post the roles the team needs; other members are refused', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const member = await register(t, d.id);
    await joinByCode(t, d.id, member, team, team.inviteCode!);
    const url = (p: Participant) => `/api/drillteams/participants/${p.participantId}/teams`;
    const res = await inject(t, lead, 'POST', url(lead), { rolesNeeded: ['UI Designer', 'ML engineer'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.rolesNeeded).toEqual(['UI Designer', 'ML engineer']);
    expect((await inject(t, member, 'POST', url(member), { rolesNeeded: [] })).statusCode).toBe(403);
    expect((await inject(t, lead, 'POST', url(lead), {})).statusCode).toBe(400);
  });
});

describe('leaving and removing', () => {
  it('a member leaves; the lead leaving hands over to the longest member; the last one closes the team', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead, 'Banyan Builders');
    const second = await register(t, d.id);
    const third = await register(t, d.id);
    await joinByCode(t, d.id, second, team, team.inviteCode!);
    await joinByCode(t, d.id, third, team, team.inviteCode!);

    const left = await status(team, third);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ message: TeamMessages.left('Banyan Builders'), result: { team: null } });

    expect((await status(team, lead)).statusCode).toBe(200);
    const now = await readTeam(t, d.id, second, team.teamId);
    expect(now).toMatchObject({ leadParticipantId: second.participantId, memberCount: 1, viewerIsLead: true });
    const handedOver = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverUid, second.uid));
    expect(handedOver.map((n) => n.oneLiner)).toContain('You are now the lead of Banyan Builders');

    const last = await status(team, second);
    expect(last.json().message).toBe(TeamMessages.dissolved('Banyan Builders'));
    expect(await t.database.db.select().from(drillTeams).where(eq(drillTeams.id, team.teamId))).toHaveLength(0);
    await createTeam(t, d.id, lead, 'Banyan Builders');
  });

  it('the lead removes a member; a member may not remove another; isActive=true is refused', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const a = await register(t, d.id);
    const b = await register(t, d.id);
    await joinByCode(t, d.id, a, team, team.inviteCode!);
    await joinByCode(t, d.id, b, team, team.inviteCode!);

    const byMember = await status(team, b, 'false', a);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe(TeamMessages.leadOnly);
    const stranger = await register(t, d.id);
    expect((await status(team, b, 'false', stranger)).statusCode).toBe(403);
    expect((await status(team, a, 'true')).statusCode).toBe(400);

    const removed = await status(team, b, 'false', lead);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result.team.memberCount).toBe(2);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.receiverUid, b.uid));
    expect(notices.map((n) => n.oneLiner)).toContain(`You were removed from ${team.teamName}`);
    expect((await status(team, b, 'false', lead)).statusCode).toBe(404);
  });
});

describe('handing over the lead', () => {
  it('the lead names another member; others are refused', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const member = await register(t, d.id);
    const outsider = await register(t, d.id);
    await joinByCode(t, d.id, member, team, team.inviteCode!);
    const url = `/api/drillteams/${team.teamId}/lead`;

    expect((await inject(t, member, 'POST', url, { newLeadParticipantId: member.participantId })).statusCode).toBe(403);
    const notMember = await inject(t, lead, 'POST', url, { newLeadParticipantId: outsider.participantId });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().error.message).toBe(TeamMessages.newLeadNotMember);

    const res = await inject(t, lead, 'POST', url, { newLeadParticipantId: member.participantId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.team).toMatchObject({ leadParticipantId: member.participantId, viewerIsLead: false });
  });
});

describe('team locks', () => {
  it("'registration-end': no changes once registration has closed by the server clock", async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const joiner = await register(t, d.id);
    await setDrill(d.id, { registrationEndDt: new Date(Date.now() - 1000) });

    const join = await joinByCode(t, d.id, joiner, team, team.inviteCode!);
    expect(join.statusCode).toBe(409);
    expect(join.json().error.message).toBe(TeamMessages.lockedAtRegistrationEnd);
    expect((await status(team, lead)).json().error.message).toBe(TeamMessages.lockedAtRegistrationEnd);
    expect((await readTeam(t, d.id, lead, team.teamId)).lockedReason).toBe(TeamMessages.lockedAtRegistrationEnd);
  });

  it("'first-submission': changes go on after registration until the team first submits", async () => {
    const d = await teamDrill(t, { teamLock: 'first-submission' });
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const [a, b] = [await register(t, d.id), await register(t, d.id)];
    await setDrill(d.id, { registrationEndDt: new Date(Date.now() - 1000) });
    expect((await joinByCode(t, d.id, a, team, team.inviteCode!)).statusCode).toBe(200);

    await t.database.db.update(drillTeams).set({ lockedAt: new Date() }).where(eq(drillTeams.id, team.teamId));
    const join = await joinByCode(t, d.id, b, team, team.inviteCode!);
    expect(join.statusCode).toBe(409);
    expect(join.json().error.message).toBe(TeamMessages.lockedAtFirstSubmission);
    expect((await status(team, a)).statusCode).toBe(409);
  });
});

describe('composition rules', () => {
  it('sameInstitution: refuses a member from another institution or without one', async () => {
    const d = await teamDrill(t, { teamRules: { sameInstitution: true } });
    const lead = await register(t, d.id, { institution: 'IIT Madras' });
    const team = await createTeam(t, d.id, lead);
    const elsewhere = await register(t, d.id, { institution: 'NIT Warangal' });
    const nowhere = await register(t, d.id, { fullName: 'Arjun' });
    const classmate = await register(t, d.id, { institution: 'iit madras ' });

    const refused = await joinByCode(t, d.id, elsewhere, team, team.inviteCode!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TeamMessages.sameInstitution);
    const missing = await joinByCode(t, d.id, nowhere, team, team.inviteCode!);
    expect(missing.json().error.message).toBe(TeamMessages.institutionMissing('Arjun Menon'));
    expect((await joinByCode(t, d.id, classmate, team, team.inviteCode!)).statusCode).toBe(200);
    expect((await readTeam(t, d.id, lead, team.teamId)).memberCount).toBe(2);
  });

  it('minWomen: keeps a seat for the women the team still needs', async () => {
    const d = await teamDrill(t, { teamMax: 2, teamRules: { minWomen: 1 } });
    const lead = await register(t, d.id, { gender: 'male' });
    const team = await createTeam(t, d.id, lead);
    const man = await register(t, d.id, { gender: 'male' });
    const woman = await register(t, d.id, { gender: 'female' });
    const refused = await joinByCode(t, d.id, man, team, team.inviteCode!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TeamMessages.minWomen(1));
    expect((await joinByCode(t, d.id, woman, team, team.inviteCode!)).statusCode).toBe(200);
  });

  it('assertTeamComposition checks the rules as they stand, for submissions', async () => {
    const d = await teamDrill(t, { teamMin: 2, teamRules: { minWomen: 1 } });
    const lead = await register(t, d.id, { gender: 'female' });
    const team: Team = await createTeam(t, d.id, lead);
    const drill = await requireDrill(t.database.db, d.id);
    await expect(assertTeamComposition(t.database.db, drill, team.teamId)).rejects.toMatchObject({
      statusCode: 409,
      message: TeamMessages.tooSmall(2),
    });
    const member = await register(t, d.id, { gender: 'male' });
    await joinByCode(t, d.id, member, team, team.inviteCode!);
    await expect(assertTeamComposition(t.database.db, drill, team.teamId)).resolves.toBeUndefined();
    await status(team, lead);
    await expect(assertTeamComposition(t.database.db, drill, team.teamId)).rejects.toMatchObject({
      message: TeamMessages.tooSmall(2),
    });
  });
});

describe("another user's registration", () => {
  it('every participant path answers 404 to anyone but its owner, and 401 to no one signed in', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const owner = await register(t, d.id);
    await inject(
      t,
      lead,
      'POST',
      `/api/drills/${d.id}/participate/${lead.participantId}/teams/${team.teamId}/send-invitation?invitedParticipantId=${owner.participantId}`,
    );
    const other = await register(t, d.id);
    const own = `/api/drills/${d.id}/participate/${owner.participantId}`;
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>][] = [
      ['PUT', own, { lookingForTeam: true }],
      ['POST', `${own}/teams`, { teamName: 'Not Theirs' }],
      ['POST', `${own}/teams/${team.teamId}`, { inviteCode: team.inviteCode }],
      ['POST', `${own}/teams/${team.teamId}`, { note: 'let me in' }],
      ['GET', `${own}/invites`],
      ['POST', `${own}/invites`, { invitationId: 1, decision: 'decline' }],
      ['GET', `${own}/requests`],
      ['POST', `${own}/requests`, { invitationId: 1, decision: 'decline' }],
      ['GET', `${own}/teams/${team.teamId}/accept`],
      ['POST', `${own}/teams/${team.teamId}/accept`],
      ['POST', `${own}/teams/${team.teamId}/decline`],
      ['POST', `${own}/searched`, { kind: 'teams' }],
      ['POST', `/api/drillteams/participants/${owner.participantId}/invitecode`],
      ['POST', `/api/drillteams/participants/${owner.participantId}/teams`, { lookingForMembers: false }],
      ['POST', `/api/drillteams/participants/${owner.participantId}/new-teams`, { teamName: 'Not Theirs' }],
    ];
    for (const [method, url, body] of calls) {
      const refused = await inject(t, other, method, url, body);
      expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(404);
      expect((await inject(t, null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed for the owner: the invitation still waits for them.
    const mine = await inject(t, owner, 'GET', `${own}/invites`);
    expect(mine.json().result.invitations).toHaveLength(1);
  });
});
