import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyHackathonsResult } from '@elevate/contracts/drills/my-hackathons.schema';
import { apiGet } from '@/lib/api-client';

/**
 * GET drills/participants/mine?uId: every hackathon the caller registered for, with its state, team and next
 * deadline by the server's clock, most urgent first, and the counts of every state. The whole list comes at
 * once (a person's registrations are few), so My Activities' tabs and the dashboard card share one request.
 */
export const getMyHackathons = (uid: number, signal?: AbortSignal) =>
  apiGet<MyHackathonsResult>('drills/participants/mine', { uId: uid }, signal);

export const myHackathonsKey = (uid: number) => ['drills', 'mine', uid] as const;

export const myHackathonsQuery = (uid: number) =>
  queryOptions({ queryKey: myHackathonsKey(uid), queryFn: ({ signal }) => getMyHackathons(uid, signal) });

export const useMyHackathons = (uid: number) => useQuery(myHackathonsQuery(uid));
