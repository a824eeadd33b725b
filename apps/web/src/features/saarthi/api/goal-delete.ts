import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMentorship } from './saarthi-keys';

/** DELETE mentorships/{id}/goals/{goalId}. */
export const deleteGoal = (mentorshipId: number, goalId: number) =>
  apiRequest<unknown>('DELETE', `mentorships/${mentorshipId}/goals/${goalId}`);

export const useDeleteGoal = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: number) => deleteGoal(mentorshipId, goalId),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
