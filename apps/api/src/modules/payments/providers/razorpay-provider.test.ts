import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { AppError } from '../../../lib/errors.ts';
import { createRazorpayProvider, type RazorpayClient, type RazorpayPaymentEntity } from './razorpay-provider.ts';
import { hmacSha256Hex } from './signatures.ts';

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'EnLs21M47BllR3X8PSFtjtbd', webhookSecret: 'whsec_test' };

/** A stand-in for the SDK (no network here): records calls and answers what each test gives it. */
const fakeClient = (over: Partial<{ payments: RazorpayPaymentEntity[]; fail: unknown }> = {}) => {
  const calls: Array<[string, ...unknown[]]> = [];
  const answer = <T>(value: T): Promise<T> => (over.fail ? Promise.reject(over.fail) : Promise.resolve(value));
  const client: RazorpayClient = {
    orders: {
      create: (params) => {
        calls.push(['orders.create', params]);
        return answer({ id: 'order_FakeOrder0001' });
      },
      fetchPayments: (orderId) => {
        calls.push(['orders.fetchPayments', orderId]);
        return answer({ items: over.payments ?? [] });
      },
    },
    payments: {
      refund: (paymentId, params) => {
        calls.push(['payments.refund', paymentId, params]);
        return answer({ id: 'rfnd_FakeRefund001' });
      },
    },
  };
  return { client, calls };
};

const providerWith = (client: RazorpayClient) => {
  const log = { error: vi.fn() };
  return { provider: createRazorpayProvider(KEYS, { client, log }), log };
};

describe('the Razorpay provider', () => {
  it('makes an order for the server’s amount, with our payment id as receipt', async () => {
    const { client, calls } = fakeClient();
    const { provider } = providerWith(client);
    const order = await provider.createOrder({
      amountPaise: 49_900,
      currency: 'INR',
      receipt: '6f1c2a4e-0000-4000-8000-000000000001',
      notes: { drillId: '7' },
    });
    expect(order).toEqual({ providerOrderId: 'order_FakeOrder0001' });
    expect(calls).toEqual([
      [
        'orders.create',
        { amount: 49_900, currency: 'INR', receipt: '6f1c2a4e-0000-4000-8000-000000000001', notes: { drillId: '7' } },
      ],
    ]);
    expect(provider.name).toBe('razorpay');
    expect(provider.keyId).toBe(KEYS.keyId);
  });

  it('checks payment signatures with the key secret and webhooks with the webhook secret', () => {
    const { provider } = providerWith(fakeClient().client);
    const paymentSig = hmacSha256Hex(KEYS.keySecret, 'order_A|pay_B');
    expect(provider.verifyPaymentSignature('order_A', 'pay_B', paymentSig)).toBe(true);
    expect(provider.verifyPaymentSignature('order_X', 'pay_B', paymentSig)).toBe(false);
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhookSignature(raw, hmacSha256Hex(KEYS.webhookSecret, raw))).toBe(true);
    // The key secret does not sign webhooks, nor the webhook secret payments.
    expect(provider.verifyWebhookSignature(raw, hmacSha256Hex(KEYS.keySecret, raw))).toBe(false);
    expect(
      provider.verifyPaymentSignature('order_A', 'pay_B', hmacSha256Hex(KEYS.webhookSecret, 'order_A|pay_B')),
    ).toBe(false);
  });

  it('lists an order’s payments newest first: captured and authorized as paid, failed with its reason', async () => {
    const { client } = fakeClient({
      payments: [
        { id: 'pay_1', amount: 49_900, status: 'failed', error_description: 'Card declined', created_at: 100 },
        { id: 'pay_3', amount: 49_900, status: 'captured', created_at: 300 },
        { id: 'pay_2', amount: '49900', status: 'authorized', created_at: 200 },
        { id: 'pay_0', amount: 49_900, status: 'created', created_at: 50 },
        { id: 'pay_r', amount: 49_900, status: 'refunded', created_at: 10 },
      ],
    });
    const { provider } = providerWith(client);
    expect(await provider.paymentsOfOrder('order_FakeOrder0001')).toEqual([
      { providerPaymentId: 'pay_3', status: 'paid', amountPaise: 49_900, failureReason: null },
      { providerPaymentId: 'pay_2', status: 'paid', amountPaise: 49_900, failureReason: null },
      { providerPaymentId: 'pay_1', status: 'failed', amountPaise: 49_900, failureReason: 'Card declined' },
      { providerPaymentId: 'pay_0', status: 'pending', amountPaise: 49_900, failureReason: null },
      { providerPaymentId: 'pay_r', status: 'failed', amountPaise: 49_900, failureReason: PaymentMessages.refunded },
    ]);
  });

  it('refunds a payment in full and answers the refund id', async () => {
    const { client, calls } = fakeClient();
    const { provider } = providerWith(client);
    expect(await provider.refund('pay_3', 49_900, { reason: 'hackathon cancelled' })).toEqual({
      refundId: 'rfnd_FakeRefund001',
    });
    expect(calls).toEqual([['payments.refund', 'pay_3', { amount: 49_900, notes: { reason: 'hackathon cancelled' } }]]);
  });

  it('turns an SDK error into "provider unavailable" (503) and logs Razorpay’s code, never the request', async () => {
    const sdkError = {
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', reason: 'NA' },
    };
    const { provider, log } = providerWith(fakeClient({ fail: sdkError }).client);
    for (const call of [
      () => provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
      () => provider.paymentsOfOrder('order_X'),
      () => provider.refund('pay_X', 100, {}),
    ]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        statusCode: 503,
        message: PaymentMessages.providerUnavailable,
      });
    }
    expect(log.error).toHaveBeenCalledTimes(3);
    const [fields] = log.error.mock.calls[0]!;
    expect(fields).toMatchObject({
      provider: 'razorpay',
      operation: 'orders.create',
      failure: { statusCode: 401, code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(KEYS.keySecret);
  });

  it('turns a network failure into "provider unavailable" too', async () => {
    const { provider } = providerWith(fakeClient({ fail: new TypeError('fetch failed') }).client);
    await expect(provider.paymentsOfOrder('order_X')).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });
});
