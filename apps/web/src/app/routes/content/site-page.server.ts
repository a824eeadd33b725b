import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { DEFAULT_SHARE_IMAGE } from '@elevate/contracts/seo/page-head';
import { caseStudiesQuery } from '@/features/content/api/get-case-studies';
import { organisationsQuery } from '@/features/content/api/get-organisations';
import { sitePageQuery } from '@/features/content/api/get-site-page';
import { queryOutcome, type PageServer } from '../../page-head';

/**
 * A marketing page whose words admins edit (common?pageKey): they are in the first HTML, and the head's title
 * is the page's own when admins changed it. `extra` prefetches the page's other public data.
 */
export const sitePageServer = (
  key: SitePageKey,
  title: string,
  description: string,
  extra?: PageServer['prefetch'],
): PageServer => ({
  prefetch: (ctx) =>
    Promise.all([ctx.queryClient.prefetchQuery(sitePageQuery(key)), extra ? extra(ctx) : Promise.resolve()]),
  head: ({ pathname, queryClient }) => {
    const { data } = queryOutcome<SitePage>(queryClient, sitePageQuery(key).queryKey);
    return {
      head: {
        title: data?.updatedAt ? data.title : title,
        description,
        canonicalPath: pathname,
        image: DEFAULT_SHARE_IMAGE,
      },
    };
  },
});

/** The marketing pages' servers, by route (router.tsx: lazyServer(... m.sitePages.customers)). */
export const sitePages = {
  aboutus: sitePageServer(
    'aboutus',
    'About us',
    'Why we built Elevate, the team behind it, and how we help India’s students and professionals find work and grow.',
  ),
  customers: sitePageServer(
    'customers',
    'Customers',
    'Companies, startups and institutes that hire, run hackathons and engage talent with Elevate, and what they achieved.',
    ({ queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(organisationsQuery()),
        queryClient.prefetchQuery(caseStudiesQuery({ type: 'casestudy', limit: 12 })),
        queryClient.prefetchQuery(caseStudiesQuery({ type: 'successstory', limit: 12 })),
      ]),
  ),
  hiring: sitePageServer(
    'hiring',
    'Hiring solutions',
    'Post jobs and internships, screen applicants and move them through your rounds: hiring on Elevate for companies and institutes in India.',
  ),
  hackathon: sitePageServer(
    'hackathon',
    'Host a hackathon',
    'Run a hackathon on Elevate: registrations, teams, idea and solution rounds, judging and certificates, with reach across India’s campuses.',
  ),
  employer: sitePageServer(
    'employer',
    'For employers',
    'Hire freshers, interns and professionals, host hackathons and build your employer brand with Elevate.',
  ),
  lifeatwue: sitePageServer(
    'lifeatwue',
    'Life at Elevate',
    'How we work at Elevate, what we value, and the roles open on our team.',
  ),
};
