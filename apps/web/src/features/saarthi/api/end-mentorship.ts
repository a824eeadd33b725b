import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

export type EndOutcome = 'withdrawn' | 'completed' | 'cancelled';

/** PUT mentorships/{id}/end: the mentee withdraws a request; either side completes or cancels an active one. */
export const endMentorship = (mentorshipId: number, outcome: EndOutcome, reason?: string) =>
  saarthiCall<Mentorship>('PUT', `mentorships/${mentorshipId}/end`, { outcome, reason });

export const useEndMentorship = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outcome, reason }: { outcome: EndOutcome; reason?: string }) =>
      endMentorship(mentorshipId, outcome, reason),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
