import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { blogKeys } from './keys';
import type { CanWrite } from './types';

/** GET blogs/writers/me: whether the signed-in account may write posts (approved writers and admins). */
export const getCanWrite = (signal?: AbortSignal) => apiGet<CanWrite>('blogs/writers/me', undefined, signal);

export const canWriteQuery = (uid: number) =>
  queryOptions({ queryKey: blogKeys.canWrite(uid), queryFn: ({ signal }) => getCanWrite(signal) });

/** Asked in the browser only, for a signed-in account; signed out the answer is simply "no". */
export const useCanWrite = () => {
  const session = useSession();
  const uid = session?.session.uid ?? 0;
  return useQuery({ ...canWriteQuery(uid), enabled: !!session });
};
