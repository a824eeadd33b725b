import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { Event } from '@elevate/contracts/content/content.schema';
import { apiGet } from '@/lib/api-client';

/** eventId -1 lists every upcoming event (spec §7.2). */
export const getEvents = (eventId: number, signal?: AbortSignal) =>
  apiGet<ListResult<Event>>('events', { eventId }, signal);

export const eventsQuery = (eventId = -1) =>
  queryOptions({ queryKey: ['events', eventId], queryFn: ({ signal }) => getEvents(eventId, signal) });

export const useEvents = (eventId = -1) => useQuery(eventsQuery(eventId));
