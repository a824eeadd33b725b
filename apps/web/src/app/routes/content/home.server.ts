import { eventsQuery } from '@/features/content/api/get-events';
import { featuredElementsQuery } from '@/features/content/api/get-featured-elements';
import { feedsQuery } from '@/features/content/api/get-feeds';
import { landingStatsQuery } from '@/features/content/api/get-landing-stats';
import { sitePageQuery } from '@/features/content/api/get-site-page';
import { testimonialsQuery } from '@/features/content/api/get-testimonials';
import { staticHead, type PageServer } from '../../page-head';

/**
 * `/`: the hero's words, what's new, the featured jobs, hackathons and stories, numbers, events and testimonials
 * are all in the first HTML.
 */
export const homePage: PageServer = {
  // prefetchQuery never throws: a failure stays in its query and the page shows it.
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(sitePageQuery('home')),
      queryClient.prefetchQuery(featuredElementsQuery()),
      queryClient.prefetchQuery(feedsQuery()),
      queryClient.prefetchQuery(landingStatsQuery()),
      queryClient.prefetchQuery(eventsQuery()),
      queryClient.prefetchQuery(testimonialsQuery()),
    ]),
  head: staticHead(
    "Jobs, internships and hackathons for India's talent",
    'Find jobs and internships with the salary shown up front, join hackathons, get mentored and follow every application: Elevate is where students, freshers and professionals in India grow their careers.',
  ),
};
