import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPageEdit } from '@elevate/contracts/console/company-page-edit.schema';
import type { ConsolePartner } from '@elevate/contracts/console/console-partner.schema';
import { apiRequest } from '@/lib/api-client';

/** Saves the company page: `PUT partners/{id}`. Answers the saved record and the server's message. */
export const saveCompanyPage = async (partnerId: number, page: CompanyPageEdit) => {
  const env = await apiRequest<ConsolePartner>('PUT', `partners/${partnerId}`, { body: page });
  return { partner: env.result, message: env.message };
};

export const useSaveCompanyPage = (partnerId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: CompanyPageEdit) => saveCompanyPage(partnerId, page),
    onSuccess: ({ partner }) => {
      if (partner) client.setQueryData(['console', 'partner', partnerId], partner);
      void client.invalidateQueries({ queryKey: ['console', 'partners'] });
      // The public company page reads live data; drop any copy this tab cached.
      void client.invalidateQueries({ queryKey: ['partners'] });
    },
  });
};
