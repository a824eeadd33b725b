import type { PaymentView } from '@elevate/contracts/payments/payments.schema';
import { paymentsCall } from './payments-request';

/** POST wuepayments/payments/{id}/attempt: the checkout opened (created → attempted). */
export const attemptPayment = (paymentId: string) =>
  paymentsCall<PaymentView>('POST', `payments/${encodeURIComponent(paymentId)}/attempt`);
