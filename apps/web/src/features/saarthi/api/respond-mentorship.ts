import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

export interface RespondInput {
  accept: boolean;
  reason?: string;
}

/** PUT mentorships/{id}/respond (the mentor): accept, or decline with a reason. */
export const respondMentorship = (mentorshipId: number, input: RespondInput) =>
  saarthiCall<Mentorship>('PUT', `mentorships/${mentorshipId}/respond`, input);

export const useRespondMentorship = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorshipId, ...input }: RespondInput & { mentorshipId: number }) =>
      respondMentorship(mentorshipId, input),
    onSuccess: (_r, { mentorshipId }) => refreshMentorship(queryClient, mentorshipId),
  });
};
