import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { plainText } from '@elevate/contracts/seo/head-tags';
import { breadcrumbJsonLd, organizationJsonLd } from '@elevate/contracts/seo/structured-data';
import { partnerQuery } from '@/features/partners/api/get-partner';
import { partnerDrillsQuery } from '@/features/partners/api/get-partner-drills';
import { partnerJobsQuery } from '@/features/partners/api/get-partner-jobs';
import { notFoundHead, queryOutcome, type PageServer } from '../../page-head';

/** /company-page/{customUrl}: the company's name, story and logo, and Organization data. */
const companyHead: PageServer['head'] = ({ params, queryClient, pathname, publicUrl }) => {
  const { data: partner } = queryOutcome<PartnerPage | null>(
    queryClient,
    partnerQuery(params.customUrl ?? '').queryKey,
  );
  // The API answers an unknown custom URL with an empty list, which the page shows as "not found".
  if (!partner) return notFoundHead('Company not found', pathname);
  const name = partner.partnerDisplayName;
  const about = partner.partnerDescription ? plainText(partner.partnerDescription) : '';
  const openings = [
    partner.jobCount > 0 ? `${partner.jobCount} open ${partner.jobCount === 1 ? 'job' : 'jobs'}` : '',
    partner.hackathonCount > 0
      ? `${partner.hackathonCount} ${partner.hackathonCount === 1 ? 'hackathon' : 'hackathons'}`
      : '',
  ].filter(Boolean);
  const path = pagePath.company(partner.customUrl);
  return {
    head: {
      title: `${name}: jobs, hackathons and life at work`,
      description: `${name}${openings.length > 0 ? ` on Elevate: ${openings.join(' and ')}.` : ' on Elevate.'} ${about}`,
      canonicalPath: path,
      image: partner.bannerImageUrl ?? partner.partnerLogoPath ?? undefined,
      imageKind: partner.bannerImageUrl ? 'banner' : partner.partnerLogoPath ? 'logo' : undefined,
      jsonLd: [
        organizationJsonLd(partner, publicUrl),
        breadcrumbJsonLd(
          [
            { name: 'Home', path: '/' },
            { name, path },
          ],
          publicUrl,
        ),
      ],
    },
  };
};

export const companyPage: PageServer = {
  prefetch: async ({ params, queryClient }) => {
    const partner = await queryClient.fetchQuery(partnerQuery(params.customUrl ?? '')).catch(() => null);
    if (!partner) return;
    // The Opportunities tabs ask only when the company has some of that kind (opportunities.tsx).
    await Promise.all([
      partner.jobCount > 0 ? queryClient.prefetchInfiniteQuery(partnerJobsQuery(partner.partnerId)) : null,
      partner.hackathonCount > 0 ? queryClient.prefetchQuery(partnerDrillsQuery(partner.partnerId)) : null,
    ]);
  },
  head: companyHead,
};
