import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorshipSession } from '@elevate/contracts/saarthi/saarthi.schema';
import { refreshMentorship } from './saarthi-keys';
import { saarthiCall } from './saarthi-request';

/** POST mentorships/{id}/sessions: book one of the mentor's open slots. */
export const bookSession = (mentorshipId: number, startsAt: string, agenda: string) =>
  saarthiCall<MentorshipSession>('POST', `mentorships/${mentorshipId}/sessions`, { startsAt, agenda });

export const useBookSession = (mentorshipId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ startsAt, agenda }: { startsAt: string; agenda: string }) =>
      bookSession(mentorshipId, startsAt, agenda),
    // Refused or not, the slots are read again: a slotTaken answer means the list on screen is stale.
    onSettled: () => refreshMentorship(queryClient, mentorshipId),
  });
};
