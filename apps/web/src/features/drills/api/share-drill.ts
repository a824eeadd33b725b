import { useMutation } from '@tanstack/react-query';
import type { ShareDrill, ShareDrillResult } from '@elevate/contracts/drills/drill-share.schema';
import { apiRequest } from '@/lib/api-client';

/** POST drills/feeds/sendinvitemail: mails the hackathon to up to 5 addresses (signed in, a few shares an hour). */
export const shareDrill = async (body: ShareDrill) => {
  const env = await apiRequest<ShareDrillResult>('POST', 'drills/feeds/sendinvitemail', { body });
  return { result: env.result, message: env.message };
};

export const useShareDrill = () => useMutation({ mutationFn: shareDrill });
