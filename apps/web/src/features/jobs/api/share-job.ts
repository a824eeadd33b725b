import { useMutation } from '@tanstack/react-query';
import type { ShareJob, ShareJobResult } from '@elevate/contracts/notifications/notification.schema';
import { apiRequest } from '@/lib/api-client';

/** POST jobs/feeds/sendinvitemail: mails the job to up to 5 addresses (signed in, a few shares an hour). */
export const shareJob = async (body: ShareJob) => {
  const env = await apiRequest<ShareJobResult>('POST', 'jobs/feeds/sendinvitemail', { body });
  return { result: env.result, message: env.message };
};

export const useShareJob = () => useMutation({ mutationFn: shareJob });
