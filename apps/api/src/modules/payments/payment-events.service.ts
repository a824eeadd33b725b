import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { AppError } from '../../lib/errors.ts';
import type { PaymentsContext } from './payment-context.ts';
import {
  eventOutcomeOf,
  finishEvent,
  insertEventIfNew,
  paymentIdOfProviderOrder,
  paymentIdOfProviderPayment,
  type PaymentEventOutcome,
} from './payment-events.repository.ts';
import { confirmPaid, markFailed, markRefunded, type Transition } from './payment-state.ts';
import type { ProviderEvent } from './providers/payment-provider.ts';
import { headerOf, SIGNATURE_HEADER } from './providers/razorpay-events.ts';

/**
 * Provider webhooks (docs/decisions/032): verified, deduplicated by event id, applied through the state machine.
 * Events come in any order and any number of times; the state machine decides what each one may still change,
 * so the order ends in the right state (a success after a failure is paid; a failure after a success changes
 * nothing; a refund after a success is refunded).
 */

export type WebhookStatus = 'processed' | 'duplicate' | 'ignored' | 'unknown-order';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * What is kept of an event: what we read from it (ids, amount, reason), never the provider's whole body, which
 * carries the payer's email and phone and would outlive an account's deletion. Characters jsonb cannot hold
 * (NUL, UTF-16 halves without their pair) become U+FFFD; the signature was checked on the bytes as they came.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NOT_STORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storablePayload = (event: ProviderEvent): unknown =>
  JSON.parse(JSON.stringify(event), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(NOT_STORABLE, '\uFFFD') : value,
  );

/** Applies one event; null when it is not one that changes an order (or lacks the ids it needs). */
const apply = async (ctx: PaymentsContext, event: ProviderEvent): Promise<Transition | null> => {
  const { providerOrderId, providerPaymentId } = event;
  switch (event.kind) {
    case 'paid':
      if (!providerOrderId || !providerPaymentId) return null;
      return confirmPaid(ctx, {
        providerOrderId,
        providerPaymentId,
        amountPaise: event.amountPaise,
        source: 'webhook',
      });
    case 'failed':
      if (!providerOrderId) return null;
      return markFailed(ctx, {
        providerOrderId,
        providerPaymentId,
        reason: event.failureReason ?? PaymentMessages.failed,
        source: 'webhook',
      });
    case 'refunded':
      if (!providerPaymentId) return null;
      return markRefunded(ctx, { providerPaymentId, refundId: event.refundId, reason: null });
    default:
      return null;
  }
};

const OUTCOME_OF: Record<Transition, Exclude<PaymentEventOutcome, 'received'>> = {
  applied: 'applied',
  unchanged: 'ignored',
  'unknown-order': 'unknown-order',
};

const STATUS_OF: Record<Exclude<PaymentEventOutcome, 'received'>, WebhookStatus> = {
  applied: 'processed',
  ignored: 'ignored',
  'unknown-order': 'unknown-order',
};

/** Our order the event is about, for the event's row (null when we have no such order). */
const paymentIdOfEvent = async (ctx: PaymentsContext, provider: string, event: ProviderEvent) => {
  if (event.providerOrderId) {
    const id = await paymentIdOfProviderOrder(ctx.db, provider, event.providerOrderId);
    if (id) return id;
  }
  return event.providerPaymentId ? paymentIdOfProviderPayment(ctx.db, provider, event.providerPaymentId) : null;
};

/**
 * One webhook delivery: its signature first (invalid or missing → 400, nothing stored), then the event is
 * stored once by its id (a delivery seen and finished before is a 'duplicate' and changes nothing), applied,
 * and its outcome written down.
 */
export const processWebhook = async (
  ctx: PaymentsContext,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<{ status: WebhookStatus }> => {
  const provider = ctx.provider;
  if (!provider) throw new AppError(ErrorCode.UNAVAILABLE, PaymentMessages.paymentsUnavailable);
  const signature = headerOf(headers, SIGNATURE_HEADER);
  if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError(ErrorCode.VALIDATION, PaymentMessages.signatureInvalid);
  }
  const event = provider.parseWebhook(rawBody, headers);
  // Signed but not an event we can read: nothing to apply, and no id to remember it by.
  if (!event) return { status: 'ignored' };

  const isNew = await insertEventIfNew(ctx.db, {
    id: event.eventId,
    provider: provider.name,
    eventType: event.type,
    payload: storablePayload(event),
  });
  if (!isNew) {
    const seen = await eventOutcomeOf(ctx.db, event.eventId);
    // Still 'received': the first delivery was interrupted (or is running now); applying again is safe.
    if (seen !== null && seen !== 'received') return { status: 'duplicate' };
  }

  const transition = await apply(ctx, event);
  const outcome = transition === null ? 'ignored' : OUTCOME_OF[transition];
  await finishEvent(ctx.db, event.eventId, { outcome, paymentId: await paymentIdOfEvent(ctx, provider.name, event) });
  return { status: STATUS_OF[outcome] };
};
