import { formatTeamSize } from '@elevate/contracts/common/format';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { DrillProgramType } from '@elevate/contracts/drills/drill.constants';
import { drillLocationLine, drillStatus, formatPrizeValue } from '@elevate/contracts/drills/drill-format';
import {
  isDrillListingVariation,
  parseDrillFilters,
  toDrillSearchQuery,
} from '@elevate/contracts/drills/drill-search-params';
import { DRILL_STATUS_LABELS } from '@elevate/contracts/drills/drill-search.constants';
import type { DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { plainText } from '@elevate/contracts/seo/head-tags';
import type { PageHead } from '@elevate/contracts/seo/page-head';
import { breadcrumbJsonLd, eventJsonLd } from '@elevate/contracts/seo/structured-data';
import { drillCommonsQuery } from '@/features/drills/api/get-drill-commons';
import { drillQuery } from '@/features/drills/api/get-drill';
import { drillJobsQuery } from '@/features/drills/api/list-drill-jobs';
import { publicLeaderboardQuery } from '@/features/drills/api/public-leaderboard';
import { searchDrillsQuery } from '@/features/drills/api/search-drills';
import { notFoundHead, queryOutcome, type PageServer } from '../../page-head';

/** The listing pages: hackathons at /drills, companies' open challenges at /open-innovation (the same listing). */
interface Listing {
  programType: DrillProgramType;
  path: string;
  /** Title without and with a keyword. */
  title: (q: string) => string;
  description: (count: string, q: string) => string;
}

const HACKATHONS: Listing = {
  programType: 'hackathon',
  path: '/drills',
  title: (q) => (q ? `${q} hackathons` : 'Hackathons'),
  description: (count, q) =>
    q
      ? `${count}${q} hackathons on Elevate: online, offline and hybrid, for students and professionals across India. Register alone or with a team.`
      : `${count}online, offline and hybrid hackathons from companies and colleges across India: filter by domain, prize, team size and fee, and register alone or with a team.`,
};

const OPEN_INNOVATION: Listing = {
  programType: 'open-innovation',
  path: '/open-innovation',
  title: (q) => (q ? `${q} open innovation challenges` : 'Open innovation challenges'),
  description: (count, q) =>
    `${count}${q ? `${q} ` : ''}open innovation challenges posted by companies on Elevate: solve a real business problem, submit your idea and solution, and win prizes.`,
};

/** The listing's search, exactly as the page asks it (the filters are read from the address the same way). */
const listingQuery = (listing: Listing, search: URLSearchParams) =>
  searchDrillsQuery(toDrillSearchQuery(parseDrillFilters(search), listing.programType));

/**
 * A keyword search is a page worth finding ("fintech hackathons"), so its canonical address keeps `q`; any
 * filter, sort or page is a variation of it that search engines should follow but not list.
 */
const listingPage = (listing: Listing): PageServer => ({
  prefetch: ({ search, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(listingQuery(listing, search)),
      queryClient.prefetchQuery(drillCommonsQuery(listing.programType)),
    ]),
  head: ({ search, queryClient }) => {
    const filters = parseDrillFilters(search);
    const { data } = queryOutcome<DrillSearchResult>(queryClient, listingQuery(listing, search).queryKey);
    const q = filters.q.trim();
    const count = data && data.totalRecordCount > 0 ? `${data.totalRecordCount.toLocaleString('en-IN')} ` : '';
    return {
      head: {
        title: listing.title(q),
        description: listing.description(count, q),
        canonicalPath: q ? `${listing.path}?q=${encodeURIComponent(q)}` : listing.path,
        robots: isDrillListingVariation(filters) ? 'noindex,follow' : 'index,follow',
      },
    };
  },
});

/** What a link preview shows: the banner, else the logo, else (nothing said) the site's image. */
const previewImage = (drill: DrillDetail): Pick<PageHead, 'image' | 'imageKind'> => {
  if (drill.drillBannerUrl) return { image: drill.drillBannerUrl, imageKind: 'banner' };
  if (drill.drillLogoUrl) return { image: drill.drillLogoUrl, imageKind: 'logo' };
  return {};
};

/** 'Live · Pune · Hybrid · Team of 1 - 4 · Prizes ₹5 Lakh', by the server's clock when it answered. */
const factsOf = (drill: DrillDetail): string =>
  [
    DRILL_STATUS_LABELS[drillStatus(drill, new Date(drill.serverNow))],
    drillLocationLine(drill),
    formatTeamSize(drill.drillTeamSize),
    drill.totalPrizeValue > 0 ? `Prizes ${formatPrizeValue(drill.totalPrizeValue, 'short')}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** /drills/{drillCustUrl}: the hackathon's own title and summary, its banner, and Event data for search engines. */
const drillDetailHead: PageServer['head'] = ({ params, queryClient, pathname, publicUrl }) => {
  const { data: drill, notFound } = queryOutcome<DrillDetail>(queryClient, drillQuery(params.drillId ?? '').queryKey);
  if (!drill)
    return notFound
      ? notFoundHead('Hackathon not available', pathname)
      : // The hackathon could not be loaded just now: the browser retries, and nobody keeps this answer.
        {
          status: 503,
          head: { title: 'Hackathon', description: '', canonicalPath: pathname, robots: 'noindex,follow' },
        };
  const path = pagePath.drill(drill.drillCustUrl);
  const listing = drill.programType === 'open-innovation' ? OPEN_INNOVATION : HACKATHONS;
  return {
    head: {
      title: `${drill.drillName} by ${drill.drillPartnerName}`,
      description: `${factsOf(drill)}. ${plainText(drill.drillDescription)}`,
      // One address per hackathon: the one by its custom URL, whichever way it was reached.
      canonicalPath: path,
      ...previewImage(drill),
      robots: 'index,follow',
      jsonLd: [
        eventJsonLd(drill, publicUrl, {
          description: drill.drillDescription,
          banner: drill.drillBannerUrl,
          startDate: drill.drillStartDt,
          fee: drill.registrationFee,
        }),
        breadcrumbJsonLd(
          [
            { name: listing === HACKATHONS ? 'Hackathons' : 'Open innovation', path: listing.path },
            { name: drill.drillName, path },
          ],
          publicUrl,
        ),
      ],
    },
  };
};

export const drillsPage: PageServer = listingPage(HACKATHONS);
export const openInnovationPage: PageServer = listingPage(OPEN_INNOVATION);
export const drillDetailPage: PageServer = {
  prefetch: async ({ params, queryClient }) => {
    await queryClient.prefetchQuery(drillQuery(params.drillId ?? ''));
    const drill = queryClient.getQueryData<DrillDetail>(drillQuery(params.drillId ?? '').queryKey);
    if (!drill) return;
    // The jobs its hosts linked to it, and the leaderboards of the phases whose results are published (public).
    await Promise.all([
      queryClient.prefetchQuery(drillJobsQuery(drill.drillId)),
      ...drill.drillPhase
        .filter((p) => p.resultsPublished)
        .map((p) => queryClient.prefetchQuery(publicLeaderboardQuery(drill.drillId, p.phaseId))),
    ]);
  },
  head: drillDetailHead,
};
