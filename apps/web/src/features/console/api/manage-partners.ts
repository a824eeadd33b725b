import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolePartner, CreatePartner } from '@elevate/contracts/console/console-partner.schema';
import { apiRequest } from '@/lib/api-client';

/** Admin: create a company (`POST partners`). */
export const createPartner = async (body: CreatePartner) => {
  const env = await apiRequest<ConsolePartner>('POST', 'partners', { body });
  return { partner: env.result, message: env.message };
};

/** Admin: attach an existing account as an employer (`POST partners/{id}/employers`). */
export const attachEmployer = async ({ partnerId, email }: { partnerId: number; email: string }) => {
  const env = await apiRequest<ConsolePartner>('POST', `partners/${partnerId}/employers`, { body: { email } });
  return { partner: env.result, message: env.message };
};

/** Admin: remove an employer (`DELETE partners/{id}/employers/{uid}`). */
export const removeEmployer = async ({ partnerId, uid }: { partnerId: number; uid: number }) => {
  const env = await apiRequest<ConsolePartner>('DELETE', `partners/${partnerId}/employers/${uid}`);
  return { partner: env.result, message: env.message };
};

const useRefreshingMutation = <A, R>(fn: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['console'] });
    },
  });
};

export const useCreatePartner = () => useRefreshingMutation(createPartner);
export const useAttachEmployer = () => useRefreshingMutation(attachEmployer);
export const useRemoveEmployer = () => useRefreshingMutation(removeEmployer);
