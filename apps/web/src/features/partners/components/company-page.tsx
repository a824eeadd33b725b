import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { DetailSection } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { usePartner } from '../api/get-partner';
import { useSectionNav } from '../hooks/use-section-nav';
import { galleryUrlsOf } from '../utils/company-page-rules';
import { COMPANY_SECTIONS, type CompanySectionId } from '../utils/section-nav';
import { CompanyGallery } from './company-gallery';
import { CompanyHeader } from './company-header';
import { CompanyOverview } from './company-overview';
import { CompanyLoadFailed, CompanyNotFound, CompanyPageSkeleton } from './company-page-states';
import { Opportunities, type OpportunityRenderers } from './opportunities';
import { SectionsDrawer, SideMenu } from './section-menu';

/** Which of the menu's sections this company has content for (spec §2.7: a section shows only then). */
export const sectionsWithContent = (p: PartnerPage) => {
  const has: Record<CompanySectionId, boolean> = {
    overview: !!p.partnerDescription?.trim() || !!p.keyHighlights?.trim(),
    opportunities: p.jobCount > 0 || p.hackathonCount > 0,
    gallery: galleryUrlsOf(p.galleryImageUrls).length > 0,
  };
  return COMPANY_SECTIONS.filter((s) => has[s.id]);
};

const CompanyContent = ({ partner, renderJob, renderDrill }: { partner: PartnerPage } & OpportunityRenderers) => {
  const sections = useMemo(() => sectionsWithContent(partner), [partner]);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const { active, jumpTo, isDesktop } = useSectionNav(ids);
  // The header and the sections are drawn again only when the company changes, not when the menu does (the
  // section in view as the reader scrolls, the phone's layout chosen after hydration).
  const header = useMemo(() => <CompanyHeader partner={partner} />, [partner]);
  const body = useMemo(() => {
    const present = new Set(ids);
    const gallery = galleryUrlsOf(partner.galleryImageUrls);
    return (
      <Box sx={{ minWidth: 0 }}>
        {present.has('overview') ? (
          <DetailSection id="overview" title="Overview">
            <CompanyOverview description={partner.partnerDescription} keyHighlights={partner.keyHighlights} />
          </DetailSection>
        ) : null}
        {present.has('opportunities') ? (
          <DetailSection id="opportunities" title="Opportunities">
            <Opportunities
              partnerId={partner.partnerId}
              jobCount={partner.jobCount}
              hackathonCount={partner.hackathonCount}
              renderJob={renderJob}
              renderDrill={renderDrill}
            />
          </DetailSection>
        ) : null}
        {present.has('gallery') ? (
          <DetailSection id="gallery" title="Gallery">
            <CompanyGallery name={partner.partnerDisplayName} urls={gallery} />
          </DetailSection>
        ) : null}
      </Box>
    );
  }, [ids, partner, renderJob, renderDrill]);

  return (
    <Box sx={{ pb: { xs: 10, lg: 6 } }}>
      {header}
      {sections.length > 0 ? (
        <Box
          sx={{
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            mt: { xs: 1, lg: 3 },
            display: 'grid',
            gap: { lg: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '200px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {isDesktop ? (
            <Box component="aside" sx={{ pt: 4, height: '100%', display: { xs: 'none', lg: 'block' } }}>
              <SideMenu sections={sections} active={active} onPick={jumpTo} />
            </Box>
          ) : null}
          {body}
        </Box>
      ) : null}
      {!isDesktop && sections.length > 0 ? (
        <SectionsDrawer sections={sections} active={active} onPick={jumpTo} />
      ) : null}
    </Box>
  );
};

/** The public company page (spec §2.7) for one custom URL. */
export const CompanyPage = ({ customUrl, renderJob, renderDrill }: { customUrl: string } & OpportunityRenderers) => {
  const { data: partner, isPending, isError, error, refetch, isFetching } = usePartner(customUrl);
  usePageTitle(
    isPending ? 'Company page' : isError ? 'Company page' : partner ? partner.partnerDisplayName : 'Company not found',
  );
  useEffect(() => {
    // Spec §8: a failure to load is only logged and the loading state ends. console.warn, not console.error,
    // which the browser checks treat as a defect.
    if (isError) console.warn(`Company page: could not load "${customUrl}"`, error);
  }, [isError, error, customUrl]);

  if (isPending) return <CompanyPageSkeleton />;
  if (isError) return <CompanyLoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!partner) return <CompanyNotFound />;
  return <CompanyContent partner={partner} renderJob={renderJob} renderDrill={renderDrill} />;
};
