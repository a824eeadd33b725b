/**
 * An order's life after it is made, as the browser drives it (spec §7.6, docs/decisions/032): reading it,
 * Checkout opened, Checkout's failure report and its signed callback. Whatever learns that money moved goes
 * through payment-state.ts.
 */
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { PaymentEntityType } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type {
  PaymentFailureBodySchema,
  PaymentView,
  VerifyPaymentBody,
} from '@elevate/contracts/payments/payments.schema';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isDrillHost, participantOfUser, requireDrill, type DrillRow } from '../drills/drill-access.ts';
import type { PaymentsContext } from './payment-context.ts';
import { confirmPaid } from './payment-state.ts';
import {
  drillOfPayment,
  latestPaymentOf,
  lockPaymentById,
  paymentById,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';

type PaymentFailureBody = z.output<typeof PaymentFailureBodySchema>;

export interface Answer<T> {
  result: T;
  message?: string;
}

export const orderOfAnother = () => forbidden(PaymentMessages.orderOfAnother);

const requireDrillOf = async (ctx: PaymentsContext, row: PaymentRow): Promise<DrillRow> => {
  const drill = await drillOfPayment(ctx.db, row.entityId);
  if (!drill) throw notFound();
  return drill;
};

/** An order as its payer sees it. */
export const paymentViewOf = async (ctx: PaymentsContext, row: PaymentRow, drill: DrillRow): Promise<PaymentView> => {
  const registered = row.uid === null ? null : await participantOfUser(ctx.db, drill.id, row.uid);
  return {
    paymentId: row.id,
    status: row.status as PaymentView['status'],
    provider: row.provider as PaymentView['provider'],
    entityType: row.entityType as PaymentEntityType,
    entityId: row.entityId,
    entityName: drill.name,
    entityCustUrl: drill.custUrl,
    listPricePaise: row.listPricePaise,
    discountPaise: row.discountPaise,
    amountPaise: row.amountPaise,
    promoCode: row.promoCode,
    receiptNumber: row.receiptNumber,
    participantId: row.participantId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    canRetry: !drill.cancelledAt && ctx.now < drill.registrationEndDt && registered === null,
  };
};

/** The caller's own order, else 404 (no such order) or 403 (another account's). */
export const requireOwnPayment = async (ctx: PaymentsContext, user: AuthUser, id: string): Promise<PaymentRow> => {
  const row = await paymentById(ctx.db, id);
  if (!row) throw notFound();
  if (row.uid !== user.uid) throw orderOfAnother();
  return row;
};

/** GET wuepayments/payments/{id}: the payer, admins and the hackathon's hosts. */
export const readPayment = async (ctx: PaymentsContext, user: AuthUser, id: string): Promise<PaymentView> => {
  const row = await paymentById(ctx.db, id);
  if (!row) throw notFound();
  const drill = await requireDrillOf(ctx, row);
  if (row.uid !== user.uid && !(await isDrillHost(ctx.db, user, drill))) throw orderOfAnother();
  return paymentViewOf(ctx, row, drill);
};

/** GET wuepayments/entities/{eid}/payments/latest: the caller's newest order of the hackathon. */
export const latestPayment = async (
  ctx: PaymentsContext,
  user: AuthUser,
  drillKey: string | number,
): Promise<PaymentView> => {
  const drill = await requireDrill(ctx.db, drillKey);
  const row = await latestPaymentOf(ctx.db, { uid: user.uid, entityType: 'drill', entityId: drill.id });
  if (!row) throw notFound();
  return paymentViewOf(ctx, row, drill);
};

/** created → attempted, in the caller's transaction (the order row locked); other states stay. */
export const markAttemptedInTx = async (
  tx: Tx,
  ctx: PaymentsContext,
  id: string,
  failureReason?: string,
): Promise<PaymentRow | null> => {
  const row = await lockPaymentById(tx, id);
  if (!row) return null;
  if (row.status !== 'created' && row.status !== 'attempted') return row;
  return updatePayment(tx, id, {
    status: 'attempted',
    attemptedAt: row.attemptedAt ?? ctx.now,
    ...(failureReason !== undefined ? { failureReason: failureReason || null } : {}),
  });
};

/** POST wuepayments/payments/{id}/attempt: Checkout opened. */
export const attemptPayment = async (ctx: PaymentsContext, user: AuthUser, id: string): Promise<PaymentView> => {
  const own = await requireOwnPayment(ctx, user, id);
  const row = (await ctx.db.transaction((tx) => markAttemptedInTx(tx, ctx, id))) ?? own;
  return paymentViewOf(ctx, row, await requireDrillOf(ctx, row));
};

/**
 * POST wuepayments/payments/{id}/failure: the browser says Checkout failed or was closed. Only the attempt is
 * trusted (and the reason kept to show); the provider's webhook decides whether the payment failed.
 */
export const reportFailure = async (
  ctx: PaymentsContext,
  user: AuthUser,
  id: string,
  body: PaymentFailureBody,
): Promise<Answer<PaymentView>> => {
  const own = await requireOwnPayment(ctx, user, id);
  const row = (await ctx.db.transaction((tx) => markAttemptedInTx(tx, ctx, id, body.reason))) ?? own;
  return { result: await paymentViewOf(ctx, row, await requireDrillOf(ctx, row)), message: PaymentMessages.pending };
};

/**
 * POST wuepayments/payments/{id}/verify: the browser's callback. The order id must be this order's (stored)
 * one and the signature must verify against it, else nothing changes; then the order is confirmed as paid.
 */
export const verifyPayment = async (
  ctx: PaymentsContext,
  user: AuthUser,
  id: string,
  body: VerifyPaymentBody,
): Promise<Answer<PaymentView>> => {
  const own = await requireOwnPayment(ctx, user, id);
  const invalid = () => new AppError(ErrorCode.VALIDATION, PaymentMessages.signatureInvalid);
  const provider = ctx.provider;
  if (!provider || own.provider !== provider.name) throw invalid();
  if (body.razorpay_order_id !== own.providerOrderId) throw invalid();
  if (!provider.verifyPaymentSignature(own.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw invalid();
  }
  await confirmPaid(ctx, {
    providerOrderId: own.providerOrderId,
    providerPaymentId: body.razorpay_payment_id,
    amountPaise: null,
    source: 'callback',
  });
  const row = (await paymentById(ctx.db, id)) ?? own;
  const drill = await requireDrillOf(ctx, row);
  const message = row.status === 'paid' && row.participantId !== null ? PaymentMessages.paid(drill.name) : undefined;
  return { result: await paymentViewOf(ctx, row, drill), ...(message ? { message } : {}) };
};
