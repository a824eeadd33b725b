import type { PaymentView } from '@elevate/contracts/payments/payments.schema';
import { paymentsCall } from './payments-request';

/** POST wuepayments/payments/{id}/failure: the checkout said the payment failed (the server trusts only that). */
export const reportPaymentFailure = (paymentId: string, reason: string) =>
  paymentsCall<PaymentView>('POST', `payments/${encodeURIComponent(paymentId)}/failure`, {
    body: { reason: reason.slice(0, 300) },
  });
