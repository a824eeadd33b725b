import { eventsQuery } from '@/features/content/api/get-events';
import { featuredElementsQuery } from '@/features/content/api/get-featured-elements';
import { landingStatsQuery } from '@/features/content/api/get-landing-stats';
import { testimonialsQuery } from '@/features/content/api/get-testimonials';
import { staticHead, type PageServer } from '../../page-head';

/** `/`: the featured jobs and hackathons, numbers, events and testimonials are all in the first HTML. */
export const homePage: PageServer = {
  // prefetchQuery never throws: a failure stays in its query and the page shows it.
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(featuredElementsQuery()),
      queryClient.prefetchQuery(landingStatsQuery()),
      queryClient.prefetchQuery(eventsQuery()),
      queryClient.prefetchQuery(testimonialsQuery()),
    ]),
  head: staticHead(
    "Jobs, internships and hackathons for India's talent",
    'Find jobs and internships with the salary shown, join hackathons, get mentored and follow every application: Elevate is where students, freshers and professionals in India grow their careers.',
  ),
};
