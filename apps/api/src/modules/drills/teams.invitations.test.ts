import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drillTeamInvitations } from '../../db/schema/drills.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV, createUser, mailsTo } from '../auth/auth.testing.ts';
import { createTeam, inject, person, readTeam, register, teamDrill, type Participant } from './teams.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const base = (drillId: number, p: Participant) => `/api/drills/${drillId}/participate/${p.participantId}`;

const invite = (drillId: number, lead: Participant, teamId: number, invitee: { participantId: number }, body = {}) =>
  inject(
    t,
    lead,
    'POST',
    `${base(drillId, lead)}/teams/${teamId}/send-invitation?invitedParticipantId=${invitee.participantId}`,
    body,
  );

const ask = (drillId: number, p: Participant, teamId: number, body: Record<string, unknown> = {}) =>
  inject(t, p, 'POST', `${base(drillId, p)}/teams/${teamId}`, body);

const noticesOf = (uid: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.receiverUid, uid)).orderBy(desc(notifications.id));

const statusOf = async (invitationId: number) => {
  const [row] = await t.database.db
    .select({ status: drillTeamInvitations.status })
    .from(drillTeamInvitations)
    .where(eq(drillTeamInvitations.id, invitationId));
  return row?.status;
};

describe('invitations', () => {
  it('the lead invites; the invitee is told in the app and by mail (without the note), previews and accepts', async () => {
    const d = await teamDrill(t, { name: 'Smart India Build' });
    const lead = await register(t, d.id, { fullName: 'Meera' });
    const team = await createTeam(t, d.id, lead, 'Lotus Labs');
    const invitee = await register(t, d.id, { fullName: 'Rohan' });

    const sent = await invite(d.id, lead, team.teamId, invitee, { role: 'Designer', note: 'Loved your portfolio' });
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json().result as TeamInvitation;
    expect(invitation).toMatchObject({ kind: 'invite', status: 'pending', teamName: 'Lotus Labs', role: 'Designer' });

    const [notice] = await noticesOf(invitee.uid);
    expect(notice).toMatchObject({
      purpose: 'DRILL',
      oneLiner: 'Lotus Labs invited you to join their team in Smart India Build',
      message: 'Role: Designer. Loved your portfolio',
      link: `/drills/participant-dashboard/${d.id}/${invitee.participantId}`,
    });
    const [mail] = await mailsTo(t, invitee.email);
    expect(mail?.subject).toBe('Your team in Smart India Build');
    expect(mail?.textBody).toContain('Lotus Labs invited you to join their team in Smart India Build');
    expect(mail?.textBody).not.toContain('Loved your portfolio');

    const mine = await inject(t, invitee, 'GET', `${base(d.id, invitee)}/invites`);
    expect(mine.json().result.invitations.map((i: TeamInvitation) => i.invitationId)).toEqual([
      invitation.invitationId,
    ]);
    const teamSide = await readTeam(t, d.id, lead, team.teamId);
    expect(teamSide.invitations.map((i) => i.participantId)).toEqual([invitee.participantId]);

    const acceptUrl = `${base(d.id, invitee)}/teams/${team.teamId}/accept?leadParticipantId=${lead.participantId}`;
    const preview = await inject(t, invitee, 'GET', acceptUrl);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ message: TeamMessages.wouldAccept('Lotus Labs') });
    expect(await statusOf(invitation.invitationId)).toBe('pending');

    const accepted = await inject(t, invitee, 'POST', acceptUrl);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.team).toMatchObject({ teamId: team.teamId, memberCount: 2, viewerIsMember: true });
    expect(await statusOf(invitation.invitationId)).toBe('accepted');
    const [leadNotice] = await noticesOf(lead.uid);
    expect(leadNotice?.oneLiner).toBe('Rohan Menon accepted the invitation and joined Lotus Labs');
    expect((await mailsTo(t, lead.email)).map((m) => m.textBody).join()).toContain('Rohan Menon accepted');
  });

  it('only the lead invites, only someone without a team, only while the team has room', async () => {
    const d = await teamDrill(t, { teamMax: 2 });
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const member = await register(t, d.id);
    const busy = await register(t, d.id);
    await createTeam(t, d.id, busy);
    const free = await register(t, d.id);

    const byOther = await invite(d.id, member, team.teamId, free);
    expect(byOther.statusCode).toBe(403);
    const stranger = await person(t);
    const byStranger = await inject(
      t,
      stranger,
      'POST',
      `${base(d.id, lead)}/teams/${team.teamId}/send-invitation?invitedParticipantId=${free.participantId}`,
    );
    expect(byStranger.statusCode, byStranger.body).toBe(404);
    expect((await invite(d.id, lead, team.teamId, busy)).json().error.message).toBe(TeamMessages.inviteeInTeam);
    expect((await invite(d.id, lead, team.teamId, { participantId: 999999 })).statusCode).toBe(404);

    expect((await invite(d.id, lead, team.teamId, free)).statusCode).toBe(201);
    const twice = await invite(d.id, lead, team.teamId, free);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(TeamMessages.alreadyInvited);

    expect((await ask(d.id, member, team.teamId, { inviteCode: team.inviteCode })).statusCode).toBe(200);
    const full = await invite(d.id, lead, team.teamId, await register(t, d.id));
    expect(full.json().error.message).toBe(TeamMessages.full);
    // The team filled up: the invitation still pending can no longer be accepted and was cancelled.
    const mine = await inject(t, free, 'GET', `${base(d.id, free)}/invites`);
    expect(mine.json().result.invitations).toEqual([]);
  });

  it('declining, withdrawing, and refusing answers from anyone else', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const invitee = await register(t, d.id);
    const other = await register(t, d.id);
    const first = (await invite(d.id, lead, team.teamId, invitee)).json().result as TeamInvitation;

    const answer = (who: Participant, decision: string, id = first.invitationId) =>
      inject(t, who, 'POST', `${base(d.id, who)}/invites`, { invitationId: id, decision });
    expect((await answer(other, 'accept')).statusCode).toBe(404);
    const wrongSide = await answer(invitee, 'withdraw');
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json().error.message).toBe(TeamMessages.decisionNotAllowed);
    expect((await answer(lead, 'accept')).statusCode).toBe(400);

    const declined = await answer(invitee, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe(TeamMessages.invitationDeclined);
    expect(await statusOf(first.invitationId)).toBe('declined');
    expect((await answer(invitee, 'accept')).statusCode).toBe(404);

    const second = (await invite(d.id, lead, team.teamId, invitee)).json().result as TeamInvitation;
    expect((await answer(lead, 'withdraw', second.invitationId)).json().message).toBe(TeamMessages.withdrawn);
    expect(await statusOf(second.invitationId)).toBe('cancelled');

    await invite(d.id, lead, team.teamId, invitee);
    const declineUrl = `${base(d.id, invitee)}/teams/${team.teamId}/decline`;
    expect((await inject(t, other, 'POST', declineUrl)).statusCode).toBe(404);
    expect((await inject(t, invitee, 'POST', declineUrl)).statusCode).toBe(200);
  });

  it('an invitee whose address is unproven gets the notice in the app and no mail', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const unverified = await createUser(t, { verified: false });
    const [row] = await t.database.db
      .insert(drillParticipants)
      .values({ drillId: d.id, uid: unverified.uid })
      .returning({ id: drillParticipants.id });
    expect((await invite(d.id, lead, team.teamId, { participantId: row!.id })).statusCode).toBe(201);
    expect(await noticesOf(unverified.uid)).toHaveLength(1);
    expect(await mailsTo(t, unverified.email)).toHaveLength(0);
  });
});

describe('join requests', () => {
  it('a participant asks for a role with a note; the lead sees it in the app and accepts', async () => {
    const d = await teamDrill(t, { name: 'Kerala Startup Sprint' });
    const lead = await register(t, d.id, { fullName: 'Anjali' });
    const team = await createTeam(t, d.id, lead, 'Coconut Crew', ['Designer']);
    const asker = await register(t, d.id, { fullName: 'Vikram', skills: ['Figma'] });

    const asked = await ask(d.id, asker, team.teamId, { role: 'Designer', note: 'I did the branding for 3 startups' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      message: TeamMessages.requestSent('Coconut Crew'),
      result: { kind: 'request', role: 'Designer', participantSkills: ['Figma'] },
    });
    const request = asked.json().result as TeamInvitation;
    const again = await ask(d.id, asker, team.teamId);
    expect(again.json().error.message).toBe(TeamMessages.requestPending);

    const [notice] = await noticesOf(lead.uid);
    expect(notice).toMatchObject({
      oneLiner: 'Vikram Menon asked to join Coconut Crew',
      message: 'Role: Designer. I did the branding for 3 startups',
    });
    const [mail] = await mailsTo(t, lead.email);
    expect(mail?.textBody).toContain('Vikram Menon asked to join Coconut Crew');
    expect(mail?.textBody).not.toContain('branding');

    const listed = await inject(t, lead, 'GET', `${base(d.id, lead)}/requests`);
    expect(listed.json().result.map((r: TeamInvitation) => r.invitationId)).toEqual([request.invitationId]);

    const notLead = await inject(t, asker, 'POST', `${base(d.id, asker)}/requests`, {
      invitationId: request.invitationId,
      decision: 'accept',
    });
    expect(notLead.statusCode).toBe(400);
    const accepted = await inject(t, lead, 'POST', `${base(d.id, lead)}/requests`, {
      invitationId: request.invitationId,
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(TeamMessages.requestAccepted('Vikram Menon'));
    expect(accepted.json().result.team.memberCount).toBe(2);
    const [told] = await noticesOf(asker.uid);
    expect(told?.oneLiner).toBe('Your request was accepted: you are now in Coconut Crew');
  });

  it('joining one team cancels the other pending invitations and requests', async () => {
    const d = await teamDrill(t);
    const [leadA, leadB, leadC, joiner] = await Promise.all([1, 2, 3, 4].map(() => register(t, d.id)));
    const teamA = await createTeam(t, d.id, leadA!);
    const teamB = await createTeam(t, d.id, leadB!);
    const teamC = await createTeam(t, d.id, leadC!);
    const fromB = (await invite(d.id, leadB!, teamB.teamId, joiner!)).json().result as TeamInvitation;
    const toC = (await ask(d.id, joiner!, teamC.teamId)).json().result as TeamInvitation;

    expect((await ask(d.id, joiner!, teamA.teamId, { inviteCode: teamA.inviteCode })).statusCode).toBe(200);
    expect(await statusOf(fromB.invitationId)).toBe('cancelled');
    expect(await statusOf(toC.invitationId)).toBe('cancelled');
    const mine = await inject(t, joiner!, 'GET', `${base(d.id, joiner!)}/invites`);
    expect(mine.json().result).toEqual({ invitations: [], requests: [] });
  });

  it('crossing an invitation with a request says so, and a team not taking members refuses requests', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead);
    const p = await register(t, d.id);
    await invite(d.id, lead, team.teamId, p);
    expect((await ask(d.id, p, team.teamId)).json().error.message).toBe(TeamMessages.alreadyInvitedYou);

    const q = await register(t, d.id);
    await ask(d.id, q, team.teamId);
    expect((await invite(d.id, lead, team.teamId, q)).json().error.message).toBe(TeamMessages.alreadyAskedYou);

    await inject(t, lead, 'POST', `/api/drillteams/participants/${lead.participantId}/teams`, {
      lookingForMembers: false,
    });
    const r = await register(t, d.id);
    expect((await ask(d.id, r, team.teamId)).json().error.message).toBe(TeamMessages.notLooking);
    const pending = await t.database.db
      .select()
      .from(drillTeamInvitations)
      .where(and(eq(drillTeamInvitations.teamId, team.teamId), eq(drillTeamInvitations.status, 'pending')));
    expect(pending).toHaveLength(2);
  });
});
