import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorshipGoal } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

/** POST mentorships/{id}/goals: one more goal. */
export const addGoal = (mentorshipId: number, title: string) =>
  saarthiCall<MentorshipGoal>('POST', `mentorships/${mentorshipId}/goals`, { title });

export const useAddGoal = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => addGoal(mentorshipId, title),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
