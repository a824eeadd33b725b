import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Deletes an unused promo code: `DELETE promocodes/{id}` (a used one is refused: turn it off instead). */
export const deleteConsolePromoCode = async (id: number) => {
  const env = await apiRequest<unknown>('DELETE', `promocodes/${id}`);
  return { message: env.message };
};

export const useDeleteConsolePromoCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConsolePromoCode,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payments', 'console', 'promocodes'] }),
  });
};
