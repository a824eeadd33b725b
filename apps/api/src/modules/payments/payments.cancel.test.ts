import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentAdminMessages, PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { drillParticipants, drills } from '../../db/schema/drills.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV, mailsTo } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { registerParticipant } from '../drills/submissions.test-fixtures.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { insertPaidDrill, insertPayment } from './payments.test-fixtures.ts';

// No worker in this process: the refund jobs stay queued for the tests to count.
const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const refundJobsOf = async (paymentIds: string[]): Promise<string[]> => {
  const rows = await t.database.db.execute<{ id: string }>(
    sql`select data->>'paymentId' as id from pgboss.job where name = ${QUEUE_NAMES.paymentRefunds}`,
  );
  return rows.rows.map((r) => r.id).filter((id) => paymentIds.includes(id));
};

const drillRow = async (id: number) => (await t.database.db.select().from(drills).where(eq(drills.id, id)))[0]!;

describe('POST console/drills/{id}/cancel', () => {
  it('cancels once, queues a refund of every paid registration (none for failed ones) and tells every participant', async () => {
    const d = await insertPaidDrill(t);
    const paidA = await registerParticipant(t, d.drillId, 'Asha');
    const paidB = await registerParticipant(t, d.drillId, 'Ravi');
    const free = await registerParticipant(t, d.drillId, 'Gopal');
    const gone = await registerParticipant(t, d.drillId, 'Withdrawn');
    await t.database.db
      .update(drillParticipants)
      .set({ status: 'withdrawn' })
      .where(eq(drillParticipants.id, gone.participantId));
    const a = await insertPayment(t, { drillId: d.drillId, uid: paidA.uid, participantId: paidA.participantId });
    const b = await insertPayment(t, { drillId: d.drillId, uid: paidB.uid, participantId: paidB.participantId });
    const failed = await insertPayment(t, { drillId: d.drillId, uid: free.uid, status: 'failed' });
    const open = await insertPayment(t, { drillId: d.drillId, uid: gone.uid, status: 'created' });

    const res = await call(t, d.host, 'POST', `/api/console/drills/${d.drillId}/cancel`, {
      reason: 'The venue is unavailable.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ refunds: 2 });
    expect(res.body.message).toBe(PaymentMessages.cancelled(2));

    const row = await drillRow(d.drillId);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.cancellationReason).toBe('The venue is unavailable.');
    expect((await refundJobsOf([a.id, b.id, failed.id, open.id])).sort()).toEqual([a.id, b.id].sort());

    // Every registered participant hears it in the app and by mail; the one who withdrew does not.
    for (const p of [paidA, paidB, free]) {
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.receiverUid, p.uid),
            eq(notifications.oneLiner, PaymentAdminMessages.cancelledOneLiner(d.name)),
          ),
        );
      expect(notes, p.fullName).toHaveLength(1);
      expect(notes[0]!.link).toBe(`/drills/${d.custUrl}`);
      const mails = await mailsTo(t, p.email, PaymentAdminMessages.cancelledMailSubject(d.name));
      expect(mails, p.fullName).toHaveLength(1);
      expect(mails[0]!.textBody).toContain('The venue is unavailable.');
    }
    expect((await mailsTo(t, paidA.email, PaymentAdminMessages.cancelledMailSubject(d.name)))[0]!.textBody).toContain(
      PaymentAdminMessages.cancelledMailRefund,
    );
    expect(
      (await mailsTo(t, free.email, PaymentAdminMessages.cancelledMailSubject(d.name)))[0]!.textBody,
    ).not.toContain(PaymentAdminMessages.cancelledMailRefund);
    expect(await mailsTo(t, gone.email, PaymentAdminMessages.cancelledMailSubject(d.name))).toEqual([]);

    // The hackathon's page says so.
    const page = await call(t, null, 'GET', `/api/drills?drillId=${d.custUrl}`);
    expect(page.body.result).toMatchObject({
      cancelledAt: row.cancelledAt!.toISOString(),
      cancellationReason: 'The venue is unavailable.',
    });

    // Once only.
    const again = await call(t, await caller(t, 'admin'), 'POST', `/api/console/drills/${d.drillId}/cancel`, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PaymentMessages.alreadyCancelled);
    expect((await drillRow(d.drillId)).cancellationReason).toBe('The venue is unavailable.');
    expect(await mailsTo(t, paidA.email, PaymentAdminMessages.cancelledMailSubject(d.name))).toHaveLength(1);
  });

  it('answers a hackathon nobody paid for with no refunds; an admin may cancel it', async () => {
    const d = await insertPaidDrill(t);
    const res = await call(t, await caller(t, 'admin'), 'POST', `/api/console/drills/${d.drillId}/cancel`, {
      reason: 'Merged with another event.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { refunds: 0 }, message: PaymentMessages.cancelled(0) });
    const fresh = await call(t, null, 'GET', `/api/drills?drillId=${(await insertPaidDrill(t)).custUrl}`);
    expect(fresh.body.result).toMatchObject({ cancelledAt: null, cancellationReason: null });
  });

  it('needs a reason, and refuses another company’s employer, a participant and a visitor', async () => {
    const d = await insertPaidDrill(t);
    const person = await registerParticipant(t, d.drillId);
    const paid = await insertPayment(t, { drillId: d.drillId, uid: person.uid, participantId: person.participantId });
    const url = `/api/console/drills/${d.drillId}/cancel`;
    const blank = await call(t, d.host, 'POST', url, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ reason: PaymentMessages.cancelReasonRequired });
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    expect((await call(t, otherHost, 'POST', url, { reason: 'x' })).status).toBe(403);
    expect((await call(t, person, 'POST', url, { reason: 'x' })).status).toBe(403);
    expect((await call(t, null, 'POST', url, { reason: 'x' })).status).toBe(401);
    expect((await call(t, d.host, 'POST', '/api/console/drills/987654/cancel', { reason: 'x' })).status).toBe(404);
    expect((await drillRow(d.drillId)).cancelledAt).toBeNull();
    expect(await refundJobsOf([paid.id])).toEqual([]);
  });
});
