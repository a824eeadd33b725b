/**
 * The order state machine (docs/decisions/032): created → attempted → paid or failed (→ refunded).
 * Every path that learns about a payment (the browser's callback, a webhook, the local checkout, the
 * reconcile sweep) goes through these functions, so a payment confirms its registration exactly once,
 * whatever arrives first or twice.
 *
 * OWNER: the orders helper. Signatures are shared with the webhooks, receipts and console helpers; keep them.
 */
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { Tx } from '../../db/client.ts';
import type { DrillRow } from '../drills/drill-access.ts';
import { insertRegistrationInTx, withdrawRegistrationInTx } from '../drills/participants.service.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import type { PaymentsContext } from './payment-context.ts';
import { enqueueRefund } from './payment-refunds.ts';
import {
  lockDrillOfPayment,
  lockPaymentByProviderOrder,
  lockPaymentByProviderPayment,
  otherPaidPaymentHolds,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';
import { enqueueReceipt, nextReceiptNumber } from './receipts.service.ts';

export type PaymentSource = 'callback' | 'webhook' | 'reconcile' | 'local';

/** What a transition did: changed the order, found it already there (a replay), or found no such order. */
export type Transition = 'applied' | 'unchanged' | 'unknown-order';

/** Why a paid order is refunded by the state machine itself. */
export const REFUND_REASONS = {
  amountMismatch: 'amount mismatch',
  duplicate: 'duplicate payment',
  noAccount: 'account deleted',
  cancelled: 'hackathon cancelled',
} as const;

/**
 * The registration a paid order makes, in the paying transaction: with the answers stored on the order, even
 * if registration closed meanwhile (the order was made while it was open). Someone already registered (a
 * second order also got paid) keeps one registration and this payment is refunded.
 */
const registerPayer = async (
  tx: Tx,
  ctx: PaymentsContext,
  order: PaymentRow,
  drill: DrillRow | null,
): Promise<number | null> => {
  if (order.uid === null) {
    await enqueueRefund(tx, ctx.queue, { paymentId: order.id, reason: REFUND_REASONS.noAccount });
    return null;
  }
  // Paid while the hosts were cancelling: nobody registers for a cancelled hackathon, the money goes back.
  if (!drill || drill.cancelledAt !== null) {
    await enqueueRefund(tx, ctx.queue, { paymentId: order.id, reason: REFUND_REASONS.cancelled });
    return null;
  }
  const participant = await insertRegistrationInTx(tx, {
    drillId: order.entityId,
    uid: order.uid,
    answers: order.registration.answers,
    lookingForTeam: order.registration.lookingForTeam,
    pitch: order.registration.pitch,
  });
  if (participant === 'already-registered') {
    await enqueueRefund(tx, ctx.queue, { paymentId: order.id, reason: REFUND_REASONS.duplicate });
    return null;
  }
  return participant.id;
};

/**
 * A verified payment of an order: marks it paid, registers the payer (once; a second paid order of the
 * same person is refunded), gives the receipt number and enqueues the receipt mail, all in one transaction.
 * A success after a failure is reconciled to paid.
 */
export const confirmPaid = async (
  ctx: PaymentsContext,
  p: { providerOrderId: string; providerPaymentId: string; amountPaise: number | null; source: PaymentSource },
): Promise<Transition> =>
  ctx.db.transaction(async (tx) => {
    // The row lock makes the callback and the webhook of one payment take turns: the second finds it paid.
    const order = await lockPaymentByProviderOrder(tx, ctx.provider?.name ?? null, p.providerOrderId);
    if (!order) return 'unknown-order';
    if (order.status === 'paid' || order.status === 'refunded') return 'unchanged';
    if (p.amountPaise !== null && p.amountPaise !== order.amountPaise) {
      // Money came in that is not the order's price: never register on it, send it back.
      await updatePayment(tx, order.id, {
        status: 'failed',
        providerPaymentId: p.providerPaymentId,
        failedAt: ctx.now,
        failureReason: REFUND_REASONS.amountMismatch,
      });
      await enqueueRefund(tx, ctx.queue, { paymentId: order.id, reason: REFUND_REASONS.amountMismatch });
      return 'applied';
    }
    const drill = await lockDrillOfPayment(tx, order.entityId);
    const participantId = await registerPayer(tx, ctx, order, drill);
    const receiptNumber = await nextReceiptNumber(tx, ctx.now);
    await updatePayment(tx, order.id, {
      status: 'paid',
      providerPaymentId: p.providerPaymentId,
      paidAt: ctx.now,
      attemptedAt: order.attemptedAt ?? ctx.now,
      failureReason: null,
      participantId,
      receiptNumber,
      receiptIssuedAt: ctx.now,
    });
    await enqueueReceipt(tx, ctx.queue, order.id);
    if (order.uid !== null && drill) {
      await insertNotification(tx, {
        receiverUid: order.uid,
        purpose: 'DRILL',
        oneLiner: PaymentMessages.paymentReceivedOneLiner(drill.name),
        message:
          participantId !== null
            ? PaymentMessages.paid(drill.name)
            : drill.cancelledAt !== null
              ? PaymentMessages.hackathonCancelled
              : PaymentMessages.alreadyPaid,
        link: participantId === null ? null : participantDashboardPath(drill.id, participantId),
      });
    }
    return 'applied';
  });

/** A failed attempt: created/attempted → failed with the provider's reason; a paid order stays paid. */
export const markFailed = async (
  ctx: PaymentsContext,
  p: { providerOrderId: string; providerPaymentId: string | null; reason: string; source: PaymentSource },
): Promise<Transition> =>
  ctx.db.transaction(async (tx) => {
    const order = await lockPaymentByProviderOrder(tx, ctx.provider?.name ?? null, p.providerOrderId);
    if (!order) return 'unknown-order';
    if (order.status !== 'created' && order.status !== 'attempted') return 'unchanged';
    await updatePayment(tx, order.id, {
      status: 'failed',
      failedAt: ctx.now,
      failureReason: p.reason,
      ...(p.providerPaymentId ? { providerPaymentId: p.providerPaymentId } : {}),
    });
    return 'applied';
  });

/** The provider confirmed a refund: paid → refunded (the registration it made is withdrawn). */
export const markRefunded = async (
  ctx: PaymentsContext,
  p: { providerPaymentId: string; refundId: string | null; reason: string | null },
): Promise<Transition> =>
  ctx.db.transaction(async (tx) => {
    const order = await lockPaymentByProviderPayment(tx, p.providerPaymentId);
    if (!order) return 'unknown-order';
    // A failed order with a payment on it is money taken for the wrong amount: its refund closes it too.
    const refundable = order.status === 'paid' || (order.status === 'failed' && order.providerPaymentId !== null);
    if (!refundable) return 'unchanged';
    await updatePayment(tx, order.id, {
      status: 'refunded',
      refundedAt: ctx.now,
      refundId: p.refundId,
      refundReason: p.reason ?? order.refundReason,
    });
    if (order.participantId !== null && !(await otherPaidPaymentHolds(tx, order.participantId, order.id))) {
      await withdrawRegistrationInTx(tx, order.participantId);
    }
    return 'applied';
  });
