import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { MentorshipCard } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { saarthiKeys } from './saarthi-keys';

/** GET mentorships: the caller's, as mentee and as mentor. */
export const listMentorships = (signal?: AbortSignal) =>
  apiGet<ListResult<MentorshipCard>>('mentorships', undefined, signal);

export const mentorshipsQuery = (uid: number) =>
  queryOptions({ queryKey: saarthiKeys.mentorships(uid), queryFn: ({ signal }) => listMentorships(signal) });

export const useMentorships = () => {
  const session = useSession();
  return useQuery({ ...mentorshipsQuery(session?.session.uid ?? 0), enabled: !!session });
};
