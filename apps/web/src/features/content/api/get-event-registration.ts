import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRegistration } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET events/{id}/registration: whether the signed-in caller is registered (and the meeting link if so). */
export const getEventRegistration = (eventId: number, signal?: AbortSignal) =>
  apiGet<EventRegistration>(`events/${eventId}/registration`, undefined, signal);

/** Keyed by the viewer: never part of the server-rendered, public answer. */
export const eventRegistrationQuery = (eventId: number, uid: number) =>
  queryOptions({
    queryKey: ['events', eventId, 'registration', uid],
    queryFn: ({ signal }) => getEventRegistration(eventId, signal),
  });

/** The caller's place, fetched in the browser only when signed in. */
export const useEventRegistration = (eventId: number) => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...eventRegistrationQuery(eventId, uid), enabled: uid > 0 });
};
