import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorshipSession } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

export interface SessionChange {
  notes?: string;
  status?: 'completed' | 'cancelled';
  cancelReason?: string;
}

/** PUT mentorships/{id}/sessions/{sessionId}: shared notes, or marking it completed / cancelled. */
export const updateSession = (mentorshipId: number, sessionId: number, change: SessionChange) =>
  saarthiCall<MentorshipSession>('PUT', `mentorships/${mentorshipId}/sessions/${sessionId}`, change);

export const useUpdateSession = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...change }: SessionChange & { sessionId: number }) =>
      updateSession(mentorshipId, sessionId, change),
    onSuccess: () => refreshMentorship(queryClient, mentorshipId),
  });
};
