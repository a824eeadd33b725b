import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral } from '@elevate/contracts/referrals/referral.schema';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { referralsKey } from './get-referral-summary';

/**
 * DELETE referrals/{id} hides a friend from my list; PUT referrals/{id} with hidden=false shows them again.
 * The referral itself stays counted either way.
 */
export const setReferralHidden = ({ referralId, hidden }: { referralId: number; hidden: boolean }) =>
  hidden
    ? apiRequest<Referral>('DELETE', `referrals/${referralId}`)
    : apiRequest<Referral>('PUT', `referrals/${referralId}`, { body: { hidden: false } });

export const useSetReferralHidden = () => {
  const client = useQueryClient();
  const uid = useSession()?.session.uid ?? 0;
  return useMutation({
    mutationFn: setReferralHidden,
    onSuccess: () => client.invalidateQueries({ queryKey: referralsKey(uid) }),
  });
};
