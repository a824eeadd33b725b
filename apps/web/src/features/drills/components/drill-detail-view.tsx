import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import { DetailSection } from '@/components/page-section';
import { RichTextBlock } from '@/components/rich-text-block';
import { useDrillJobs } from '../api/list-drill-jobs';
import { DrillBookmarkButton } from './drill-bookmark-button';
import { useTickingNow } from './drill-date';
import { DrillHero } from './drill-hero';
import { DrillJobs } from './drill-jobs';
import { DrillLeaderboards } from './drill-leaderboards';
import { drillSectionsOf, DrillSectionNav } from './drill-section-nav';
import { DrillEligibility, DrillOverview } from './drill-sections';
import { DrillFaqs, DrillPrizes, DrillSchedule, DrillSocialLinks } from './drill-sections-more';
import { DrillShareButton } from './drill-share-button';
import { ParticipationButton } from './participation-button';
import { PhasesTimeline } from './phases-timeline';

/** Phases move from upcoming to live to ended on the server's clock, checked every half minute. */
const PHASE_CLOCK_MS = 30_000;

/** The phases with their upcoming, live or ended state on the server's clock, moved on by itself. */
const LivePhasesTimeline = ({
  phases,
  serverNow,
  receivedAt,
}: {
  phases: DrillDetail['drillPhase'];
  serverNow: string;
  receivedAt: number;
}) => <PhasesTimeline phases={phases} now={useTickingNow(Date.parse(serverNow), receivedAt, PHASE_CLOCK_MS)} />;

/**
 * A hackathon's page: the hero with the one primary action, then its sections (overview, results once published,
 * eligibility, guidelines, phases, schedule, prizes, FAQs, linked jobs, social links) with a sticky "On this page" beside
 * them on a wide screen. On a phone the primary action sits in a bar fixed to the bottom of the window instead.
 */
export const DrillDetailView = ({
  drill,
  receivedAt,
  uid,
  onSignInRequired,
  renderJob,
}: {
  drill: DrillDetail;
  /** When the answer arrived (the query's dataUpdatedAt), for the server's clock. */
  receivedAt: number;
  /** The signed-in user, or null. */
  uid: number | null;
  onSignInRequired: () => void;
  renderJob: (job: JobCard) => ReactNode;
}) => {
  const theme = useTheme();
  // Wide until the browser says otherwise (the server renders the wide page; CSS hides what a phone does not
  // show); after hydration exactly one participation button is on the page: in the hero or in the bottom bar.
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { defaultMatches: true });
  const jobs = useDrillJobs(drill.drillId);
  const linkedJobs = jobs.data?.data;
  const sections = useMemo(() => drillSectionsOf(drill, (linkedJobs?.length ?? 0) > 0), [drill, linkedJobs]);
  // The sections are drawn again only when the hackathon or its jobs change, not when the layout is chosen
  // after hydration (a phone's) or the clock moves (the phases timeline follows it on its own).
  const body = useMemo(() => {
    const present = new Set(sections.map((s) => s.id));
    const titleOf = (id: string) => sections.find((s) => s.id === id)?.label ?? id;
    return (
      <Box sx={{ minWidth: 0 }}>
        <DetailSection id="overview" title={titleOf('overview')}>
          <DrillOverview drill={drill} />
        </DetailSection>
        {present.has('results') ? (
          <DetailSection id="results" title={titleOf('results')}>
            <DrillLeaderboards drillId={drill.drillId} phases={drill.drillPhase} />
          </DetailSection>
        ) : null}
        <DetailSection id="eligibility" title={titleOf('eligibility')}>
          <DrillEligibility drill={drill} />
        </DetailSection>
        {present.has('guidelines') ? (
          <DetailSection id="guidelines" title={titleOf('guidelines')}>
            <RichTextBlock html={drill.guidelines} />
          </DetailSection>
        ) : null}
        {present.has('phases') ? (
          <DetailSection id="phases" title={titleOf('phases')}>
            <LivePhasesTimeline phases={drill.drillPhase} serverNow={drill.serverNow} receivedAt={receivedAt} />
          </DetailSection>
        ) : null}
        {present.has('schedule') ? (
          <DetailSection id="schedule" title={titleOf('schedule')}>
            <DrillSchedule items={drill.schedule} />
          </DetailSection>
        ) : null}
        {present.has('prizes') ? (
          <DetailSection id="prizes" title={titleOf('prizes')}>
            <DrillPrizes drill={drill} />
          </DetailSection>
        ) : null}
        {present.has('faqs') ? (
          <DetailSection id="faqs" title="Frequently asked questions">
            <DrillFaqs faqs={drill.faqs} />
          </DetailSection>
        ) : null}
        {present.has('jobs') ? (
          <DetailSection id="jobs" title={`Jobs at ${drill.drillPartnerName}`}>
            <DrillJobs jobs={linkedJobs ?? []} renderJob={renderJob} />
          </DetailSection>
        ) : null}
        {present.has('connect') ? (
          <DetailSection id="connect" title="Connect">
            <DrillSocialLinks name={drill.drillName} links={drill.drillSocialLinks} />
          </DetailSection>
        ) : null}
      </Box>
    );
  }, [drill, sections, linkedJobs, receivedAt, renderJob]);

  return (
    <Box sx={{ pb: { xs: 14, lg: 6 } }}>
      <DrillHero
        drill={drill}
        receivedAt={receivedAt}
        primaryAction={
          desktop ? (
            <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
              <ParticipationButton drill={drill} />
            </Box>
          ) : null
        }
        actions={
          <>
            <DrillShareButton drill={drill} signedIn={uid !== null} onSignInRequired={onSignInRequired} />
            <DrillBookmarkButton drillId={drill.drillId} uid={uid} onSignInRequired={onSignInRequired} />
          </>
        }
      />

      <Container
        maxWidth="lg"
        sx={{
          mt: { xs: 1, lg: 3 },
          display: 'grid',
          gap: { lg: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '200px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: 'none', lg: 'block' }, pt: 4, height: '100%' }}>
          <DrillSectionNav sections={sections} />
        </Box>
        {body}
      </Container>

      {desktop ? null : (
        <Paper
          component="aside"
          aria-label="Take part"
          elevation={8}
          square
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: (t) => t.zIndex.appBar,
            px: 2,
            py: 1.5,
            maxHeight: '50vh',
            overflowY: 'auto',
            display: { lg: 'none' },
          }}
        >
          <ParticipationButton drill={drill} />
        </Paper>
      )}
    </Box>
  );
};
