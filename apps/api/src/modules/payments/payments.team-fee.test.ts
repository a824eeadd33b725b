/**
 * A team-basis fee (docs/decisions/032): the lead's payment covers the lead's own team, at most one team's other
 * seats in all, however the lead or a covered teammate moves between teams.
 */
import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import type { Caller } from '../console/console.test-fixtures.ts';
import { BASE, paidDrill, paidParticipant, payer, postOrder, registrationsOf, send } from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

type Lead = Caller & { participantId: number };

/** The lead makes a team and answers its id and invite code. */
const teamOf = async (lead: Lead, drillId: number, name: string) => {
  const res = await send(t, lead, 'POST', `/api/drills/${drillId}/participate/${lead.participantId}/teams`, {
    teamName: name,
    rolesNeeded: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { teamId: number; inviteCode: string };
};

/** Someone leaves their team (the lead included). */
const leave = async (who: Caller, teamId: number, participantId: number) => {
  const res = await send(
    t,
    who,
    'POST',
    `/api/drillteams/${teamId}/participants/${participantId}/status?isActive=false`,
  );
  expect(res.statusCode, res.body).toBe(200);
};

describe('a team-basis fee covers the team its payer pays for', () => {
  it('a teammate who joined at no charge cannot lead a new team that registers more people at no charge', async () => {
    const d = await paidDrill(t, { chargeBasis: 'team' });
    const lead = await paidParticipant(t, d.drillId);
    const first = await teamOf(lead, d.drillId, 'Team Kadamba');

    const mate = await payer(t);
    const covered = await postOrder(t, mate, d.drillId, { expectedAmountPaise: 0, inviteCode: first.inviteCode });
    expect(covered.statusCode, covered.body).toBe(200);
    const mateParticipant = covered.json().result.participantId as number;
    await leave(mate, first.teamId, mateParticipant);
    const second = await teamOf({ ...mate, participantId: mateParticipant }, d.drillId, 'Team Free Ride');

    const rider = await payer(t);
    const q = await send(t, rider, 'GET', `${BASE}/entities/${d.drillId}/quote?inviteCode=${second.inviteCode}`);
    expect(q.json().result).toMatchObject({ coveredByTeam: false, amountPaise: 49_900 });
    const free = await postOrder(t, rider, d.drillId, { expectedAmountPaise: 0, inviteCode: second.inviteCode });
    expect(free.statusCode).toBe(400);
    expect(free.json().error.message).toBe(PaymentMessages.amountTampered);
    expect(await registrationsOf(t, rider.uid, d.drillId)).toHaveLength(0);
  });
});

describe('one team fee covers one team’s seats', () => {
  it('a paying lead who leaves and leads new teams covers no more than a team’s other seats in all', async () => {
    const d = await paidDrill(t, { chargeBasis: 'team' }); // teams of one to four: three covered seats
    const lead = await paidParticipant(t, d.drillId);
    const first = await teamOf(lead, d.drillId, 'Team Kadamba');
    for (let i = 0; i < 3; i++) {
      const mate = await payer(t);
      const res = await postOrder(t, mate, d.drillId, { expectedAmountPaise: 0, inviteCode: first.inviteCode });
      expect(res.statusCode, res.body).toBe(200);
    }
    await leave(lead, first.teamId, lead.participantId);
    const second = await teamOf(lead, d.drillId, 'Team Kadamba Two');

    const fourth = await payer(t);
    const q = await send(t, fourth, 'GET', `${BASE}/entities/${d.drillId}/quote?inviteCode=${second.inviteCode}`);
    expect(q.json().result).toMatchObject({ coveredByTeam: false, amountPaise: 49_900 });
    const free = await postOrder(t, fourth, d.drillId, { expectedAmountPaise: 0, inviteCode: second.inviteCode });
    expect(free.statusCode).toBe(400);
    expect(await registrationsOf(t, fourth.uid, d.drillId)).toHaveLength(0);
    // Paying the fee still joins them to the team once paid.
    const paidOrder = await postOrder(t, fourth, d.drillId, {
      expectedAmountPaise: 49_900,
      inviteCode: second.inviteCode,
    });
    expect(paidOrder.statusCode, paidOrder.body).toBe(200);
    expect(paidOrder.json().result).toMatchObject({ status: 'created', amountPaise: 49_900 });
  });

  it('three people taking the last covered seat at once (in a team with room): one is covered', async () => {
    const d = await paidDrill(t, { chargeBasis: 'team' });
    const lead = await paidParticipant(t, d.drillId);
    const first = await teamOf(lead, d.drillId, 'Team Tapti');
    for (let i = 0; i < 2; i++) {
      const res = await postOrder(t, await payer(t), d.drillId, {
        expectedAmountPaise: 0,
        inviteCode: first.inviteCode,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await leave(lead, first.teamId, lead.participantId);
    const second = await teamOf(lead, d.drillId, 'Team Tapti Two');
    const racers = [await payer(t), await payer(t), await payer(t)];
    const answers = await Promise.all(
      racers.map((r) => postOrder(t, r, d.drillId, { expectedAmountPaise: 0, inviteCode: second.inviteCode })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const registered = await Promise.all(racers.map((r) => registrationsOf(t, r.uid, d.drillId)));
    expect(registered.flat()).toHaveLength(1);
  });
});
