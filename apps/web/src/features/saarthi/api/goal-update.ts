import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorshipGoal } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

export interface GoalChange {
  title?: string;
  done?: boolean;
}

/** PUT mentorships/{id}/goals/{goalId}: rename or tick a goal. */
export const updateGoal = (mentorshipId: number, goalId: number, change: GoalChange) =>
  saarthiCall<MentorshipGoal>('PUT', `mentorships/${mentorshipId}/goals/${goalId}`, change);

export const useUpdateGoal = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, ...change }: GoalChange & { goalId: number }) => updateGoal(mentorshipId, goalId, change),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
