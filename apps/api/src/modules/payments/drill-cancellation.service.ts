/**
 * A host cancels a hackathon (issue 13): once, with a reason every participant reads. In one transaction the
 * hackathon is marked cancelled, every paid registration's refund is queued, and every registered participant
 * gets an in-app notification and a mail; so either all of it happens or none.
 */
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentAdminMessages, PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import type { Queue } from '../queue/queue.service.ts';
import { markDrillCancelled, paidPaymentIdsOf, registeredPeopleOf } from './payment-admin.repository.ts';
import { enqueueRefund } from './payment-refunds.ts';

export interface CancellationDeps {
  db: Db;
  queue: Queue;
  mailer: Mailer;
  publicUrl: string;
}

export const cancelDrill = async (
  deps: CancellationDeps,
  user: AuthUser,
  drillId: number,
  reason: string,
  now = new Date(),
): Promise<{ refunds: number }> =>
  deps.db.transaction(async (tx) => {
    const drill = await requireHostedDrill(tx, user, drillId);
    if (!(await markDrillCancelled(tx, drill.id, reason, now)))
      throw new AppError(ErrorCode.CONFLICT, PaymentMessages.alreadyCancelled);
    const paid = await paidPaymentIdsOf(tx, drill.id);
    const refundReason = PaymentAdminMessages.refundReasonCancelled(reason).slice(0, 300);
    for (const paymentId of paid) await enqueueRefund(tx, deps.queue, { paymentId, reason: refundReason });

    const link = pagePath.drill(drill.custUrl);
    const href = `${deps.publicUrl.replace(/\/+$/, '')}${link}`;
    for (const p of await registeredPeopleOf(tx, drill.id)) {
      await insertNotification(tx, {
        receiverUid: p.uid,
        senderUid: user.uid,
        purpose: 'DRILL',
        oneLiner: PaymentAdminMessages.cancelledOneLiner(drill.name),
        message: reason,
        link,
      });
      await deps.mailer.send(
        composeMail(
          p.email,
          PaymentAdminMessages.cancelledMailSubject(drill.name),
          [
            greeting(p.fullName),
            PaymentAdminMessages.cancelledMailLead(drill.name),
            PaymentAdminMessages.cancelledMailReason(reason),
            ...(p.paid ? [PaymentAdminMessages.cancelledMailRefund] : []),
            PaymentAdminMessages.cancelledMailSignature,
          ],
          { href, label: PaymentAdminMessages.cancelledMailButton },
        ),
        tx,
      );
    }
    return { refunds: paid.length };
  });
