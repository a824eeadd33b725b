import type { QueryClient } from '@tanstack/react-query';

/** The query keys of Saarthi mentoring: public ones carry nothing of the viewer; private ones carry the uid. */
export const saarthiKeys = {
  all: ['saarthi'] as const,
  directory: (params: object) => ['saarthi', 'directory', params] as const,
  mentor: (saarthiId: string) => ['saarthi', 'mentor', saarthiId] as const,
  slots: (saarthiId: number) => ['saarthi', 'slots', saarthiId] as const,
  mine: (uid: number) => ['saarthi', 'mine', uid] as const,
  applications: (params: object) => ['saarthi', 'applications', params] as const,
  mentorships: (uid: number) => ['saarthi', 'mentorships', uid] as const,
  mentorship: (mentorshipId: number) => ['saarthi', 'mentorship', mentorshipId] as const,
};

/** After a change to a mentorship: its workspace, the lists and the mentor's slots are read again. */
export const refreshMentorship = (queryClient: QueryClient, mentorshipId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: saarthiKeys.mentorship(mentorshipId) }),
    queryClient.invalidateQueries({ queryKey: ['saarthi', 'mentorships'] }),
    queryClient.invalidateQueries({ queryKey: ['saarthi', 'slots'] }),
  ]);
