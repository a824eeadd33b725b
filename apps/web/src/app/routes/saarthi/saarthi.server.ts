import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import type { SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { DEFAULT_SHARE_IMAGE } from '@elevate/contracts/seo/page-head';
import { breadcrumbJsonLd } from '@elevate/contracts/seo/structured-data';
import { mentorQuery } from '@/features/saarthi/api/get-mentor';
import { sitePageQuery } from '@/features/saarthi/api/get-site-page';
import { mentorDirectoryQuery } from '@/features/saarthi/api/search-mentors';
import { hasDirectoryFilters, parseDirectory, toDirectoryQuery } from '@/features/saarthi/components/directory-params';
import { notFoundHead, queryOutcome, type PageServer } from '../../page-head';

const SAARTHI_DESCRIPTION =
  'Free one-to-one mentoring from working professionals in India: find a Saarthi by domain, company and ' +
  'language, set goals together and book sessions from their calendar.';

/** Swallows a failed prefetch: the page shows its defaults and the browser asks again. */
const quietly = (p: Promise<unknown>) => p.catch(() => undefined);

/** /saarthi: the programme and the directory; a filtered directory is followed but not listed. */
export const saarthiPage: PageServer = {
  prefetch: ({ search, queryClient }) =>
    Promise.all([
      quietly(queryClient.prefetchQuery(sitePageQuery('saarthi'))),
      quietly(queryClient.prefetchQuery(mentorDirectoryQuery(toDirectoryQuery(parseDirectory(search))))),
    ]),
  head: ({ search, queryClient, publicUrl }) => {
    const filters = parseDirectory(search);
    const page = queryOutcome<SitePage>(queryClient, sitePageQuery('saarthi').queryKey).data;
    return {
      head: {
        title: page?.title || 'Saarthi mentoring: find a mentor',
        description: page?.intro || SAARTHI_DESCRIPTION,
        canonicalPath: '/saarthi',
        image: DEFAULT_SHARE_IMAGE,
        robots: hasDirectoryFilters(filters) || filters.page > 1 ? 'noindex,follow' : 'index,follow',
        jsonLd: [breadcrumbJsonLd([{ name: 'Saarthi mentoring', path: '/saarthi' }], publicUrl)],
      },
    };
  },
};

/** /saarthi/mentors/{id}: one mentor's profile; 404 when they are not (or no longer) an approved mentor. */
export const mentorPage: PageServer = {
  prefetch: ({ params, queryClient }) => queryClient.prefetchQuery(mentorQuery(params.saarthiId ?? '')),
  head: ({ params, queryClient, pathname, publicUrl }) => {
    const { data: mentor, notFound } = queryOutcome<SaarthiProfile>(
      queryClient,
      mentorQuery(params.saarthiId ?? '').queryKey,
    );
    if (!mentor)
      return notFound || !/^\d+$/.test(params.saarthiId ?? '')
        ? notFoundHead('Mentor not available', pathname)
        : {
            status: 503,
            head: { title: 'Saarthi mentor', description: '', canonicalPath: pathname, robots: 'noindex,follow' },
          };
    const path = pagePath.mentor(mentor.saarthiId);
    return {
      head: {
        title: `${mentor.name} — Saarthi mentor`,
        description: `${mentor.name}, ${mentor.designation} at ${mentor.company}: ${mentor.headline}. Mentors in ${mentor.expertise.join(', ')} on Elevate Saarthi.`,
        canonicalPath: path,
        image: mentor.avatarUrl ?? DEFAULT_SHARE_IMAGE,
        robots: 'index,follow',
        jsonLd: [
          breadcrumbJsonLd(
            [
              { name: 'Saarthi mentoring', path: '/saarthi' },
              { name: mentor.name, path },
            ],
            publicUrl,
          ),
        ],
      },
    };
  },
};

/** /becomeasaarthi: why and who can apply; the form itself is drawn in the browser for signed-in visitors. */
export const becomeSaarthiPage: PageServer = {
  prefetch: ({ queryClient }) => quietly(queryClient.prefetchQuery(sitePageQuery('becomeasaarthi'))),
  head: ({ queryClient, publicUrl }) => {
    const page = queryOutcome<SitePage>(queryClient, sitePageQuery('becomeasaarthi').queryKey).data;
    return {
      head: {
        title: page?.title || 'Become a Saarthi mentor',
        description:
          page?.intro ||
          'Give a few hours a month to guide students and early-career professionals in India. Apply to become a Saarthi mentor on Elevate.',
        canonicalPath: '/becomeasaarthi',
        image: DEFAULT_SHARE_IMAGE,
        robots: 'index,follow',
        jsonLd: [
          breadcrumbJsonLd(
            [
              { name: 'Saarthi mentoring', path: '/saarthi' },
              { name: 'Become a Saarthi', path: '/becomeasaarthi' },
            ],
            publicUrl,
          ),
        ],
      },
    };
  },
};
