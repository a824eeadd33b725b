import { describe, expect, it } from 'vitest';
import type { FinderParticipant, TeamCard } from '@elevate/contracts/drills/team.schema';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import {
  createTeam,
  inject,
  joinByCode,
  person,
  register,
  teamDrill,
  type Participant,
} from './teams.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const search = (drillId: number, who: Participant, body: Record<string, unknown>) =>
  inject(t, who, 'POST', `/api/drills/${drillId}/participate/${who.participantId}/searched`, body);

const seeking = { lookingForTeam: true, pitch: 'A voice app for farmers to check mandi prices' };

describe('the teammate finder', () => {
  it('finds participants looking for a team by a profile skill, with their pitch', async () => {
    const d = await teamDrill(t);
    const me = await register(t, d.id);
    const reactDev = await register(t, d.id, { fullName: 'Ishaan', skills: ['React.js', 'Node'] }, seeking);
    await register(t, d.id, { fullName: 'Tara', skills: ['Figma'] }, { lookingForTeam: true });
    await register(t, d.id, { fullName: 'Quiet', skills: ['React'] });
    const teamed = await register(t, d.id, { fullName: 'Taken', skills: ['React'] }, { lookingForTeam: true });
    await createTeam(t, d.id, teamed);

    const res = await search(d.id, me, { kind: 'participants', skill: 'react' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ kind: 'participants', totalRecordCount: 1 });
    const [found] = res.json().result.data as FinderParticipant[];
    expect(found).toEqual({
      participantId: reactDev.participantId,
      name: 'Ishaan Menon',
      avatar: null,
      skills: ['React.js', 'Node'],
      pitch: seeking.pitch,
    });

    const everyone = await search(d.id, me, { kind: 'participants' });
    expect(
      everyone
        .json()
        .result.data.map((p: FinderParticipant) => p.name)
        .sort(),
    ).toEqual(['Ishaan Menon', 'Tara Menon']);
    const wildcard = await search(d.id, me, { kind: 'participants', skill: '%' });
    expect(wildcard.json().result.totalRecordCount).toBe(0);
  });

  it('finds teams with a free seat by a role they need', async () => {
    const d = await teamDrill(t, { teamMax: 2 });
    const me = await register(t, d.id);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => register(t, d.id)));
    await createTeam(t, d.id, a!, 'Pixel Pandits', ['UI Designer', 'Backend']);
    const full = await createTeam(t, d.id, b!, 'Full House', ['Designer']);
    await joinByCode(t, d.id, c!, full, full.inviteCode!);

    const res = await search(d.id, me, { kind: 'teams', role: 'design' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.kind).toBe('teams');
    expect(res.json().result.data.map((card: TeamCard) => [card.teamName, card.rolesNeeded])).toEqual([
      ['Pixel Pandits', ['UI Designer', 'Backend']],
    ]);
  });

  it('is open only to the participants of the hackathon, through their own registration', async () => {
    const d = await teamDrill(t);
    const p = await register(t, d.id);
    const other = await person(t);
    const url = `/api/drills/${d.id}/participate/${p.participantId}/searched`;
    expect((await inject(t, other, 'POST', url, { kind: 'teams' })).statusCode).toBe(404);
    expect((await inject(t, null, 'POST', url, { kind: 'teams' })).statusCode).toBe(401);
    const bad = await search(d.id, p, { kind: 'mentors' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("kind must be 'participants' or 'teams'");
  });

  it('invites a participant found by the finder', async () => {
    const d = await teamDrill(t);
    const lead = await register(t, d.id);
    const team = await createTeam(t, d.id, lead, 'Monsoon Makers', ['ML engineer']);
    await register(t, d.id, { fullName: 'Devika', skills: ['PyTorch'] }, seeking);
    const [found] = (await search(d.id, lead, { kind: 'participants', skill: 'torch' })).json().result
      .data as FinderParticipant[];
    const sent = await inject(
      t,
      lead,
      'POST',
      `/api/drills/${d.id}/participate/${lead.participantId}/teams/${team.teamId}/send-invitation?invitedParticipantId=${found!.participantId}`,
      { role: 'ML engineer' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().result).toMatchObject({ participantName: 'Devika Menon', role: 'ML engineer' });
  });
});
