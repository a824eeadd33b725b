import Razorpay from 'razorpay';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { AppError } from '../../../lib/errors.ts';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider.ts';
import { parseRazorpayEvent } from './razorpay-events.ts';
import { verifyPaymentSignatureWith, verifyWebhookSignatureWith } from './signatures.ts';

/**
 * Razorpay (docs/decisions/032), through the official SDK: orders for the server's amount, the payments of an
 * order (reconciling), refunds. Signatures are checked here with our constant-time HMAC (signatures.ts), never
 * with the SDK's validateWebhookSignature, which compares with `===`.
 */

/** The part of the SDK we call; the real client fits it, and tests pass a fake object with these methods. */
export interface RazorpayClient {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<{ id: string }>;
    fetchPayments(orderId: string): Promise<{ items: RazorpayPaymentEntity[] }>;
  };
  payments: {
    refund(paymentId: string, params: { amount?: number; notes: Record<string, string> }): Promise<{ id: string }>;
  };
}

export interface RazorpayPaymentEntity {
  id: string;
  amount: number | string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  error_description?: string | null;
  created_at: number;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Where a failed call to Razorpay is written down (the app's logger, or the provider's own). */
export interface ProviderLog {
  error(obj: object, msg: string): void;
}

/**
 * FOR TESTS ONLY: every Razorpay provider made while this is set talks to this client instead of Razorpay's
 * servers (tests have no network). A test sets it before its app's first payment call and clears it after:
 * `setRazorpayClientOverride(fake)` … `setRazorpayClientOverride(null)`. Production code never calls it.
 */
let razorpayClientOverride: RazorpayClient | null = null;
export const setRazorpayClientOverride = (client: RazorpayClient | null): void => {
  razorpayClientOverride = client;
};

/** The SDK sets no timeout of its own: a Razorpay that hangs must not hold a request or a worker for ever. */
const CALL_TIMEOUT_MS = 15_000;

const withTimeout = <T>(call: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Razorpay within ${ms} ms`)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
};

/**
 * What a log line may say about a failed SDK call: Razorpay's status, error code and description (the SDK
 * rejects with `{ statusCode, error }`, or a plain Error when the network failed). Never the request: its
 * Basic authorization carries the key secret.
 */
const describeFailure = (err: unknown): Record<string, unknown> => {
  if (err instanceof Error) return { type: err.name, message: err.message };
  if (err && typeof err === 'object') {
    const e = err as { statusCode?: unknown; error?: { code?: unknown; description?: unknown; reason?: unknown } };
    return {
      statusCode: e.statusCode,
      code: e.error?.code,
      description: e.error?.description,
      reason: e.error?.reason,
    };
  }
  return { message: String(err) };
};

/** Razorpay's payment states as the state machine reads them. */
const stateOf = (payment: RazorpayPaymentEntity): ProviderPaymentState => {
  const amountPaise = Number(payment.amount);
  switch (payment.status) {
    // Authorized money is the payer's commitment; the account's auto-capture turns it into captured.
    case 'authorized':
    case 'captured':
      return { providerPaymentId: payment.id, status: 'paid', amountPaise, failureReason: null };
    case 'failed':
      return {
        providerPaymentId: payment.id,
        status: 'failed',
        amountPaise,
        failureReason: payment.error_description ?? null,
      };
    // Refunded before we ever confirmed it (an authorization Razorpay released): it paid for nothing.
    case 'refunded':
      return { providerPaymentId: payment.id, status: 'failed', amountPaise, failureReason: PaymentMessages.refunded };
    default:
      return { providerPaymentId: payment.id, status: 'pending', amountPaise, failureReason: null };
  }
};

export const createRazorpayProvider = (
  keys: RazorpayKeys,
  options: { client?: RazorpayClient; log: ProviderLog },
): PaymentProvider => {
  let sdk: RazorpayClient | undefined;
  // Resolved on every call, so a test's override holds whenever it was set.
  const client = (): RazorpayClient =>
    options.client ??
    razorpayClientOverride ??
    (sdk ??= new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }));

  const call = async <T>(operation: string, run: (c: RazorpayClient) => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(run(client()), CALL_TIMEOUT_MS);
    } catch (err) {
      options.log.error({ provider: 'razorpay', operation, failure: describeFailure(err) }, 'Razorpay call failed');
      throw new AppError(ErrorCode.UNAVAILABLE, PaymentMessages.providerUnavailable);
    }
  };

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder(input) {
      const order = await call('orders.create', (c) =>
        c.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        }),
      );
      return { providerOrderId: order.id };
    },
    verifyPaymentSignature: (providerOrderId, providerPaymentId, signature) =>
      verifyPaymentSignatureWith(keys.keySecret, providerOrderId, providerPaymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyWebhookSignatureWith(keys.webhookSecret, rawBody, signature),
    parseWebhook: parseRazorpayEvent,
    async paymentsOfOrder(providerOrderId) {
      const { items } = await call('orders.fetchPayments', (c) => c.orders.fetchPayments(providerOrderId));
      return [...items].sort((a, b) => b.created_at - a.created_at).map(stateOf);
    },
    async refund(providerPaymentId, amountPaise, notes) {
      const refund = await call('payments.refund', (c) =>
        c.payments.refund(providerPaymentId, amountPaise === null ? { notes } : { amount: amountPaise, notes }),
      );
      return { refundId: refund.id };
    },
  };
};
