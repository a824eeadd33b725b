import type { PaymentView, VerifyPaymentBody } from '@elevate/contracts/payments/payments.schema';
import { paymentsCall } from './payments-request';

/** POST wuepayments/payments/{id}/verify: the checkout's signed answer; the server checks it and registers. */
export const verifyPayment = (paymentId: string, body: VerifyPaymentBody) =>
  paymentsCall<PaymentView>('POST', `payments/${encodeURIComponent(paymentId)}/verify`, { body });
