/**
 * The local provider's checkout page (docs/decisions/032): the default provider outside production, so the
 * whole paid flow runs with no account anywhere. What the person picks travels as a signed provider event
 * through the webhook code (processWebhook), exactly the path Razorpay's events take.
 */
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type {
  LocalCheckout,
  LocalCheckoutActionSchema,
  LocalCheckoutResult,
} from '@elevate/contracts/payments/payments.schema';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { PaymentsContext } from './payment-context.ts';
import { processWebhook } from './payment-events.service.ts';
import { localEvent, localPaymentId, localPaymentSignature } from './providers/local-provider.ts';
import { drillOfPayment, type PaymentRow } from './payments.repository.ts';
import { markAttemptedInTx, requireOwnPayment } from './payment-checkout.service.ts';

type LocalCheckoutAction = z.output<typeof LocalCheckoutActionSchema>;

/** The caller's own order of the local provider (the page exists only while the local provider is in use). */
const requireLocalOrder = async (ctx: PaymentsContext, user: AuthUser, paymentId: string): Promise<PaymentRow> => {
  if (ctx.provider?.name !== 'local') throw notFound();
  const row = await requireOwnPayment(ctx, user, paymentId);
  if (row.provider !== 'local') throw notFound();
  return row;
};

/** GET wuepayments/local/checkout/{paymentId}: what the page shows. */
export const localCheckoutOf = async (
  ctx: PaymentsContext,
  user: AuthUser,
  paymentId: string,
): Promise<LocalCheckout> => {
  const row = await requireLocalOrder(ctx, user, paymentId);
  const drill = await drillOfPayment(ctx.db, row.entityId);
  return {
    paymentId: row.id,
    providerOrderId: row.providerOrderId,
    amountPaise: row.amountPaise,
    description: `Registration fee: ${drill?.name ?? ''}`.trim(),
    status: row.status as LocalCheckout['status'],
    expiresAt: row.expiresAt.toISOString(),
    entityType: 'drill',
    entityId: row.entityId,
  };
};

/**
 * POST wuepayments/local/checkout/{paymentId}: the person pays, fails or leaves the payment pending. Only an
 * open order that has not expired can be acted on.
 */
export const actOnLocalCheckout = async (
  ctx: PaymentsContext,
  user: AuthUser,
  paymentId: string,
  action: LocalCheckoutAction,
): Promise<{ result: LocalCheckoutResult; message: string }> => {
  const row = await requireLocalOrder(ctx, user, paymentId);
  if (row.status !== 'created' && row.status !== 'attempted') {
    throw new AppError(ErrorCode.CONFLICT, PaymentMessages.orderClosed);
  }
  if (row.expiresAt <= ctx.now) throw new AppError(ErrorCode.LINK_EXPIRED, PaymentMessages.orderExpired);
  await ctx.db.transaction((tx) => markAttemptedInTx(tx, ctx, row.id));
  if (action.outcome === 'pending') return { result: null, message: PaymentMessages.pending };

  const secret = ctx.config.localPaymentSecret;
  const providerPaymentId = localPaymentId();
  const event = localEvent(secret, {
    type: action.outcome === 'pay' ? 'payment.captured' : 'payment.failed',
    orderId: row.providerOrderId,
    paymentId: providerPaymentId,
    amountPaise: row.amountPaise,
  });
  await processWebhook(ctx, event.rawBody, event.headers);
  if (action.outcome === 'fail') return { result: null, message: PaymentMessages.failed };
  return {
    result: {
      razorpay_order_id: row.providerOrderId,
      razorpay_payment_id: providerPaymentId,
      razorpay_signature: localPaymentSignature(secret, row.providerOrderId, providerPaymentId),
    },
    message: PaymentMessages.pending,
  };
};
