import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { saarthiKeys } from './saarthi-keys';

/** GET mentorships/{id}: the workspace (the pair and admins only). */
export const getMentorship = (mentorshipId: number, signal?: AbortSignal) =>
  apiGet<Mentorship>(`mentorships/${mentorshipId}`, undefined, signal);

export const mentorshipQuery = (mentorshipId: number) =>
  queryOptions({
    queryKey: saarthiKeys.mentorship(mentorshipId),
    queryFn: ({ signal }) => getMentorship(mentorshipId, signal),
  });

export const useMentorship = (mentorshipId: number) =>
  useQuery({ ...mentorshipQuery(mentorshipId), enabled: Number.isInteger(mentorshipId) });
