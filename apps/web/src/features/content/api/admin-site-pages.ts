import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SitePage, SitePageInputSchema } from '@elevate/contracts/content/site-content.schema';
import { apiRequest } from '@/lib/api-client';
import { adminContentKey, useAdminList } from './admin-crud';

export type AdminSitePageInput = z.input<typeof SitePageInputSchema>;

/** Every editable page, stored or its defaults (`GET common/pages`, admins). */
export const useAdminSitePages = () => useAdminList<SitePage>('pages', 'common/pages');

/** Replaces one page's words (`POST common/pages`); the public page's own query is refreshed too. */
export const saveAdminSitePage = async (input: AdminSitePageInput) => {
  const env = await apiRequest<SitePage>('POST', 'common/pages', { body: input });
  return { page: env.result, message: env.message };
};

export const useSaveAdminSitePage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSitePage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminContentKey('pages') });
      void client.invalidateQueries({ queryKey: ['common'] });
    },
  });
};
