import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode, PromoCodeInput } from '@elevate/contracts/payments/payments.schema';
import { apiRequest } from '@/lib/api-client';

/** Creates a promo code (`POST promocodes`) or saves one (`PUT promocodes/{id}`). */
export const saveConsolePromoCode = async ({ id, input }: { id?: number; input: PromoCodeInput }) => {
  const env =
    id === undefined
      ? await apiRequest<PromoCode>('POST', 'promocodes', { body: input })
      : await apiRequest<PromoCode>('PUT', `promocodes/${id}`, { body: input });
  return { promo: env.result, message: env.message };
};

export const useSaveConsolePromoCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsolePromoCode,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payments', 'console', 'promocodes'] }),
  });
};
