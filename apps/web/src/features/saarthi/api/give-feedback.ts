import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorshipFeedback } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

/** POST mentorships/{id}/feedback: once per side, after the mentorship ends. */
export const giveFeedback = (mentorshipId: number, rating: number, comment: string) =>
  saarthiCall<MentorshipFeedback>('POST', `mentorships/${mentorshipId}/feedback`, { rating, comment });

export const useGiveFeedback = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rating, comment }: { rating: number; comment: string }) =>
      giveFeedback(mentorshipId, rating, comment),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
