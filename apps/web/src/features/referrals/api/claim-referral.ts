import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralClaim, ReferralClaimResult } from '@elevate/contracts/referrals/referral.schema';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { referralsKey } from './get-referral-summary';

/** POST referrals: add the code of the friend who invited me (once, within 30 days of signing up). */
export const claimReferral = (body: ReferralClaim) => apiRequest<ReferralClaimResult>('POST', 'referrals', { body });

export const useClaimReferral = () => {
  const client = useQueryClient();
  const uid = useSession()?.session.uid ?? 0;
  return useMutation({
    mutationFn: claimReferral,
    onSuccess: () => client.invalidateQueries({ queryKey: [...referralsKey(uid), 'summary'] }),
  });
};
