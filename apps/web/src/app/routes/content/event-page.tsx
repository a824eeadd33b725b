import { useParams } from 'react-router';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { usePageTitle } from '@/components/use-page-title';
import { useEvent } from '@/features/content/api/get-event';
import { useRecordImpression } from '@/features/content/api/record-impression';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from '@/features/content/components/detail-states';
import { EventDetailView } from '@/features/content/components/event-detail-view';
import { ApiError } from '@/lib/api-client';

/** /desc/{id}: a webinar, meetup or workshop, and registering for it. */
export const EventPage = () => {
  const id = Number(useParams().id);
  const query = useEvent(id);
  const { event } = query;
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    query.notFound ||
    (query.error instanceof ApiError && query.error.status === 404);
  usePageTitle(event ? event.topic : notFound ? 'Event not available' : 'Event');
  useRecordImpression('event', event?.eventId);

  if (event) return <EventDetailView event={event} />;
  if (notFound)
    return (
      <DetailNotFound
        title="This event is not available"
        message={`${ContentMessages.eventNotFound} It may have been removed or its address changed.`}
        to="/#events"
        action="See upcoming events"
      />
    );
  if (query.isError) return <DetailLoadFailed title="Event" what="this event" onRetry={() => void query.refetch()} />;
  return <DetailSkeleton label="Loading the event" />;
};
export default EventPage;
