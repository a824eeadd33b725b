import { useQuery } from '@tanstack/react-query';
import { eventsQuery } from './get-events';

/**
 * One shown event by id (events?eventId, past ones included): the list holds it, or nothing when it does not
 * exist or is hidden. Shares its cache entry with eventsQuery(id), which the server prefetches.
 */
export const eventQuery = (eventId: number) => eventsQuery(eventId);

export const useEvent = (eventId: number) => {
  const query = useQuery({ ...eventQuery(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
  return { ...query, event: query.data?.data[0] ?? null, notFound: query.data !== undefined && !query.data.data[0] };
};
