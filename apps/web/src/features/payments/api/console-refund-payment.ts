import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentListItem } from '@elevate/contracts/payments/payments.schema';
import { apiRequest, PAYMENTS_API_BASE } from '@/lib/api-client';

/** Refunds a paid payment: `POST wuepayments/payments/{id}/refund` (the refund itself runs in the background). */
export const refundConsolePayment = async ({ paymentId, reason }: { paymentId: string; reason: string }) => {
  const env = await apiRequest<PaymentListItem>('POST', `payments/${encodeURIComponent(paymentId)}/refund`, {
    body: { reason },
    base: PAYMENTS_API_BASE,
  });
  return { payment: env.result, message: env.message };
};

export const useRefundConsolePayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundConsolePayment,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payments', 'console', 'list'] }),
  });
};
