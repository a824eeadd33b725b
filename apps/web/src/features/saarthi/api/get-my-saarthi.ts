import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { ApiError, apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { saarthiKeys } from './saarthi-keys';

/** GET saarthi/me: the caller's application or mentor profile; null when they never applied (404). */
export const getMySaarthi = async (signal?: AbortSignal): Promise<SaarthiMine | null> => {
  try {
    return await apiGet<SaarthiMine>('saarthi/me', undefined, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

export const mySaarthiQuery = (uid: number) =>
  queryOptions({ queryKey: saarthiKeys.mine(uid), queryFn: ({ signal }) => getMySaarthi(signal) });

/** Only for a signed-in viewer (never in the server render). */
export const useMySaarthi = () => {
  const session = useSession();
  const uid = session?.session.uid ?? 0;
  return useQuery({ ...mySaarthiQuery(uid), enabled: !!session });
};
