import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillJudges, drillJudgingAudit } from '../../db/schema/judging.ts';
import { JUDGE_INVITES_PER_HOUR } from '@elevate/contracts/judging/judging.constants';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, lastMailTo, signIn, uniqueEmail } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { insertDrill, registerParticipant } from '../drills/submissions.test-fixtures.ts';
import { hashToken } from './judges.service.ts';
import { invitationTokenFor, judgeRow } from './judging.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

const judgesUrl = (drillId: number) => `/api/console/drills/${drillId}/judges`;

describe('judge invitations', () => {
  it('mails an accept link with fixed words and keeps only the token’s hash', async () => {
    const d = await insertDrill(t, { name: 'Jal Shakti Hack' });
    const email = uniqueEmail('judge');
    const res = await call(t, d.host, 'POST', judgesUrl(d.drillId), {
      email,
      name: 'Dr Anjali Rao',
      organisation: 'IIT Madras',
    });
    expect(res.status).toBe(201);
    expect(res.body.result.judge).toMatchObject({
      email,
      name: 'Dr Anjali Rao',
      status: 'invited',
      inviteExpired: false,
    });
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('You are invited to judge Jal Shakti Hack');
    expect(mail?.textBody).toContain('Sahyadri Labs invites you to judge Jal Shakti Hack on Elevate.');
    const token = await invitationTokenFor(t, email);
    const row = await judgeRow(t, res.body.result.judge.judgeId);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    const days = (row.tokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('re-sends to an address invited before (a new link), but not twice within the cooldown', async () => {
    const d = await insertDrill(t);
    const email = uniqueEmail('judge');
    const first = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email, name: 'Ravi Kumar' });
    const oldToken = await invitationTokenFor(t, email);
    const again = await call(t, d.host, 'POST', judgesUrl(d.drillId), {
      email: email.toUpperCase(),
      name: 'Ravi Kumar',
    });
    expect(again.status).toBe(429);
    await t.database.db
      .update(drillJudges)
      .set({ invitedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(drillJudges.id, first.body.result.judge.judgeId));
    const resent = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email, name: 'Ravi K.' });
    expect(resent.status).toBe(200);
    expect(resent.body.result).toMatchObject({
      resent: true,
      judge: { judgeId: first.body.result.judge.judgeId, name: 'Ravi K.' },
    });
    const newToken = await invitationTokenFor(t, email);
    expect(newToken).not.toBe(oldToken);
    expect((await call(t, null, 'GET', `/api/judging/invitations/${oldToken}`, undefined)).status).toBe(404);
  });

  it('refuses a bad address with a clear 400', async () => {
    const d = await insertDrill(t);
    const res = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: 'not-an-address', name: 'X' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter a valid email address');
  });

  it('shows what the invitation is without sign-in, masking the address', async () => {
    const d = await insertDrill(t, { name: 'Krishi Hack' });
    const email = uniqueEmail('anjali');
    await call(t, d.host, 'POST', judgesUrl(d.drillId), { email, name: 'Anjali' });
    const token = await invitationTokenFor(t, email);
    const res = await call(t, null, 'GET', `/api/judging/invitations/${token}`, undefined);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ drillName: 'Krishi Hack', hostName: 'Sahyadri Labs', state: 'pending' });
    expect(res.body.result.maskedEmail).toBe(`a***@${email.split('@')[1]}`);
    expect(JSON.stringify(res.body.result)).not.toContain(email);
  });

  it('binds the account whose verified address is the invited one', async () => {
    const d = await insertDrill(t);
    const user = await createUser(t, { fullName: 'Meena' });
    const invited = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: user.email, name: 'Meena Iyer' });
    const token = await invitationTokenFor(t, user.email);
    const headers = authHeaders(await signIn(t, user));
    const res = await call(
      t,
      { uid: user.uid, email: user.email, headers },
      'POST',
      `/api/judging/invitations/${token}/accept`,
      undefined,
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ judgeId: invited.body.result.judge.judgeId, drillId: d.drillId });
    const row = await judgeRow(t, invited.body.result.judge.judgeId);
    expect(row).toMatchObject({ uid: user.uid, status: 'active' });
    // Accepting again is harmless; the hosts see the judge active.
    expect(
      (
        await call(
          t,
          { uid: user.uid, email: user.email, headers },
          'POST',
          `/api/judging/invitations/${token}/accept`,
          undefined,
        )
      ).status,
    ).toBe(200);
    const listed = await call(t, d.host, 'GET', judgesUrl(d.drillId), undefined);
    expect(listed.body.result.data[0]).toMatchObject({ status: 'active', email: user.email });
  });

  it('refuses another account, naming only the masked invited address', async () => {
    const d = await insertDrill(t);
    const email = uniqueEmail('invited');
    await call(t, d.host, 'POST', judgesUrl(d.drillId), { email, name: 'Invited Person' });
    const token = await invitationTokenFor(t, email);
    const other = await caller(t, 'user');
    const res = await call(t, other, 'POST', `/api/judging/invitations/${token}/accept`, undefined);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain(`i***@${email.split('@')[1]}`);
    expect(res.body.error.message).not.toContain(email);
  });

  it('refuses an account whose address is not verified', async () => {
    const d = await insertDrill(t);
    const user = await createUser(t);
    await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: user.email, name: 'Unverified' });
    const token = await invitationTokenFor(t, user.email);
    const headers = authHeaders(await signIn(t, user));
    // Unverified accounts cannot sign in today; the rule holds even if a session outlives the proof.
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.uid));
    const res = await call(
      t,
      { uid: user.uid, email: user.email, headers },
      'POST',
      `/api/judging/invitations/${token}/accept`,
      undefined,
    );
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Please verify your email address before accepting the invitation.');
  });

  it('refuses an expired link and a participant of the hackathon', async () => {
    const d = await insertDrill(t);
    const p = await registerParticipant(t, d.drillId, 'Sneha');
    const invited = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: p.email, name: 'Sneha' });
    const token = await invitationTokenFor(t, p.email);
    expect((await call(t, p, 'POST', `/api/judging/invitations/${token}/accept`, undefined)).status).toBe(409);
    await t.database.db
      .update(drillJudges)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(drillJudges.id, invited.body.result.judge.judgeId));
    const expired = await call(t, p, 'POST', `/api/judging/invitations/${token}/accept`, undefined);
    expect(expired.status).toBe(410);
  });

  it('lets only the hosts manage judges: another company 403, a participant 403, unknown hackathon 404', async () => {
    const d = await insertDrill(t);
    const other = await caller(t, 'employer', (await insertCompany(t, 'Konkan Systems')).id);
    const participant = await registerParticipant(t, d.drillId, 'Asha');
    const body = { email: uniqueEmail('j'), name: 'J' };
    expect((await call(t, other, 'GET', judgesUrl(d.drillId), undefined)).status).toBe(403);
    expect((await call(t, other, 'POST', judgesUrl(d.drillId), body)).status).toBe(403);
    expect((await call(t, participant, 'GET', judgesUrl(d.drillId), undefined)).status).toBe(403);
    expect((await call(t, d.host, 'GET', judgesUrl(999_999), undefined)).status).toBe(404);
    expect((await call(t, null, 'GET', judgesUrl(d.drillId), undefined)).status).toBe(401);
  });

  it('a removed judge loses access and their link says it was withdrawn', async () => {
    const d = await insertDrill(t);
    const user = await createUser(t);
    const invited = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: user.email, name: 'Kiran' });
    const token = await invitationTokenFor(t, user.email);
    const who = { uid: user.uid, email: user.email, headers: authHeaders(await signIn(t, user)) };
    await call(t, who, 'POST', `/api/judging/invitations/${token}/accept`, undefined);
    expect((await call(t, who, 'GET', '/api/judging/mine', undefined)).body.result.data).toHaveLength(1);
    const removed = await call(
      t,
      d.host,
      'DELETE',
      `${judgesUrl(d.drillId)}/${invited.body.result.judge.judgeId}`,
      undefined,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.result.judge.status).toBe('removed');
    expect((await call(t, who, 'GET', '/api/judging/mine', undefined)).body.result.data).toHaveLength(0);
    expect((await call(t, null, 'GET', `/api/judging/invitations/${token}`, undefined)).body.result.state).toBe(
      'withdrawn',
    );
    expect((await call(t, who, 'POST', `/api/judging/invitations/${token}/accept`, undefined)).status).toBe(410);
  });

  it('stops after the hourly number of invitation mails of one hackathon', async () => {
    const d = await insertDrill(t);
    const judge = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: uniqueEmail('first'), name: 'First' });
    // Pretend the hour's allowance is used up (each mail writes one 'judge.invited' line).
    await t.database.db.insert(drillJudgingAudit).values(
      Array.from({ length: JUDGE_INVITES_PER_HOUR }, () => ({
        drillId: d.drillId,
        action: 'judge.invited',
        details: { judgeId: judge.body.result.judge.judgeId },
      })),
    );
    const res = await call(t, d.host, 'POST', judgesUrl(d.drillId), { email: uniqueEmail('late'), name: 'Late' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('Too many invitations were sent in the last hour. Please try again later.');
  });
});
