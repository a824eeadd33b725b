import { useMutation } from '@tanstack/react-query';
import type { LOCAL_CHECKOUT_OUTCOMES, LocalCheckoutResult } from '@elevate/contracts/payments/payments.schema';
import { apiRequest, PAYMENTS_API_BASE } from '@/lib/api-client';

export type LocalCheckoutOutcome = (typeof LOCAL_CHECKOUT_OUTCOMES)[number];

/**
 * POST wuepayments/local/checkout/{id}: the outcome picked on the local checkout page. Pay answers the signed
 * fields a real gateway hands the browser, which then go to verify like Razorpay's; fail and pending need no answer.
 */
export const actOnLocalCheckout = async (
  paymentId: string,
  outcome: LocalCheckoutOutcome,
): Promise<LocalCheckoutResult> => {
  const env = await apiRequest<LocalCheckoutResult>('POST', `local/checkout/${encodeURIComponent(paymentId)}`, {
    body: { outcome },
    base: PAYMENTS_API_BASE,
  });
  return env.result ?? null;
};

export const useLocalCheckoutAction = (paymentId: string) =>
  useMutation({ mutationFn: (outcome: LocalCheckoutOutcome) => actOnLocalCheckout(paymentId, outcome) });
