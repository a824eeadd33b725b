import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { saarthiKeys } from './saarthi-keys';

/** GET saarthi/me: the caller's application or mentor profile; null when they never applied. */
export const getMySaarthi = async (signal?: AbortSignal): Promise<SaarthiMine | null> =>
  (await apiGet<SaarthiMine | null>('saarthi/me', undefined, signal)) ?? null;

export const mySaarthiQuery = (uid: number) =>
  queryOptions({ queryKey: saarthiKeys.mine(uid), queryFn: ({ signal }) => getMySaarthi(signal) });

/** Only for a signed-in viewer (never in the server render). */
export const useMySaarthi = () => {
  const session = useSession();
  const uid = session?.session.uid ?? 0;
  return useQuery({ ...mySaarthiQuery(uid), enabled: !!session });
};
