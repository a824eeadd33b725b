import type { ListResult } from '@elevate/contracts/common/envelope';
import type { CaseStudy } from '@elevate/contracts/content/case-studies.schema';
import { CASE_STUDY_SUB_TYPE_LABELS } from '@elevate/contracts/content/content.constants';
import type { Event } from '@elevate/contracts/content/content.schema';
import { plainText } from '@elevate/contracts/seo/head-tags';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { articleJsonLd, breadcrumbJsonLd, communityEventJsonLd } from '@elevate/contracts/seo/structured-data';
import { caseStudiesQuery } from '@/features/content/api/get-case-studies';
import { caseStudyQuery } from '@/features/content/api/get-case-study';
import { eventQuery } from '@/features/content/api/get-event';
import { seatsLeft } from '@/features/content/components/event-labels';
import { eventWhen } from '@/features/content/components/event-time';
import { notFoundHead, queryOutcome, type HeadResult, type PageServer } from '../../page-head';

const unavailable = (title: string, pathname: string): HeadResult => ({
  // It could not be loaded just now: the browser retries, and nobody keeps this answer.
  status: 503,
  head: { title, description: '', canonicalPath: pathname, robots: 'noindex,follow' },
});

/** /success-story/{custUrl}: the story's own title and summary, its cover, an Article and its breadcrumb. */
export const successStoryPage: PageServer = {
  prefetch: async ({ params, queryClient }) => {
    const custUrl = params.custUrl ?? '';
    await queryClient.prefetchQuery(caseStudyQuery(custUrl));
    const story = queryClient.getQueryData<CaseStudy>(caseStudyQuery(custUrl).queryKey);
    if (story) await queryClient.prefetchQuery(caseStudiesQuery({ subType: story.subType, limit: 4 }));
  },
  head: ({ params, queryClient, pathname, publicUrl }) => {
    const { data: story, notFound } = queryOutcome<CaseStudy>(
      queryClient,
      caseStudyQuery(params.custUrl ?? '').queryKey,
    );
    if (!story)
      return notFound ? notFoundHead('Story not available', pathname) : unavailable('Success story', pathname);
    const path = pagePath.successStory(story.custUrl);
    const description = story.seoDescription || story.summary;
    return {
      head: {
        title: story.title,
        description,
        canonicalPath: path,
        image: story.coverImageUrl ?? undefined,
        type: 'article',
        jsonLd: [
          articleJsonLd(
            {
              path,
              headline: story.title,
              description,
              image: story.coverImageUrl,
              authorName: story.personName,
              datePublished: story.publishedAt,
              dateModified: story.updatedAt,
              keywords: [CASE_STUDY_SUB_TYPE_LABELS[story.subType]],
            },
            publicUrl,
          ),
          breadcrumbJsonLd(
            [
              { name: 'Customers', path: '/customers' },
              { name: story.title, path },
            ],
            publicUrl,
          ),
        ],
      },
    };
  },
};

/** /desc/{id}: the event's topic, when and agenda, its image, an Event and its breadcrumb. */
export const eventPage: PageServer = {
  prefetch: ({ params, queryClient }) => queryClient.prefetchQuery(eventQuery(Number(params.id))),
  head: ({ params, queryClient, pathname, publicUrl }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return notFoundHead('Event not available', pathname);
    const { data, notFound } = queryOutcome<ListResult<Event>>(queryClient, eventQuery(id).queryKey);
    const event = data?.data[0];
    if (!event)
      return data || notFound ? notFoundHead('Event not available', pathname) : unavailable('Event', pathname);
    const path = pagePath.event(event.eventId);
    const ended = Date.parse(event.endDateTime) <= Date.now();
    return {
      head: {
        title: event.topic,
        description: `${eventWhen(event.startDateTime, event.endDateTime)}. ${plainText(event.agenda)}`,
        canonicalPath: path,
        image: event.imageUrl ?? undefined,
        robots: ended ? 'noindex,follow' : 'index,follow',
        jsonLd: [
          communityEventJsonLd(
            {
              eventId: event.eventId,
              name: event.topic,
              description: event.agenda,
              startDateTime: event.startDateTime,
              endDateTime: event.endDateTime,
              mode: event.mode,
              location: event.location,
              address: event.address,
              image: event.imageUrl,
              organizer: event.owner,
              performers: event.speakers.map((s) => s.speakerName),
              soldOut: seatsLeft(event) === 0,
            },
            publicUrl,
          ),
          breadcrumbJsonLd(
            [
              { name: 'Events', path: '/#events' },
              { name: event.topic, path },
            ],
            publicUrl,
          ),
        ],
      },
    };
  },
};
