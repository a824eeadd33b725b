import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mentorship, MentorshipRequestInput } from '@elevate/contracts/saarthi/saarthi.schema';
import { saarthiCall } from './saarthi-request';

/** POST mentorships: ask a mentor, with a message and goals. */
export const requestMentorship = (input: MentorshipRequestInput) =>
  saarthiCall<Mentorship>('POST', 'mentorships', input);

export const useRequestMentorship = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMentorship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saarthi', 'mentorships'] }),
  });
};
