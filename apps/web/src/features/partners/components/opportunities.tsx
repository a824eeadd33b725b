import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import { OPPORTUNITIES_PAGE } from '@elevate/contracts/partners/company-page.constants';
import { usePartnerDrills } from '../api/get-partner-drills';
import { usePartnerJobs } from '../api/get-partner-jobs';
import { defaultTab, growBy, visibleTabs, type OpportunityTab } from '../utils/company-page-rules';
import { OpportunityList } from './opportunity-list';

export interface OpportunityRenderers {
  /** The app layer passes the jobs and drills features' cards in; a feature never imports another. */
  renderJob: (job: JobCard) => ReactNode;
  renderDrill: (drill: DrillCard) => ReactNode;
}

const LABELS: Record<OpportunityTab, string> = { jobs: 'Jobs', hackathons: 'Hackathons' };
const tabId = (t: OpportunityTab) => `opportunities-tab-${t}`;
const panelId = (t: OpportunityTab) => `opportunities-panel-${t}`;

const useLogFailure = (failed: boolean, what: string, error: unknown) => {
  useEffect(() => {
    // Logged, not thrown (spec §8); console.warn, because console.error fails the browser checks.
    if (failed) console.warn(`Company page: could not load ${what}`, error);
  }, [failed, what, error]);
};

const JobsPanel = ({
  partnerId,
  count,
  renderJob,
}: {
  partnerId: number;
  count: number;
  renderJob: OpportunityRenderers['renderJob'];
}) => {
  const [shown, setShown] = useState(OPPORTUNITIES_PAGE);
  const q = usePartnerJobs(partnerId, count > 0);
  const items = q.data?.pages.flatMap((p) => p.data) ?? [];
  const total = q.data?.pages.at(-1)?.totalRecordCount ?? count;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = q;
  // Jobs come 10 a page (spec §7.4) but show 3 at a time: fetch the next page when the shown ones run past.
  const needMore = shown > items.length && hasNextPage && !isFetchingNextPage && !isError;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);
  useLogFailure(isError, 'jobs', q.error);
  return (
    <OpportunityList
      items={items}
      total={total}
      shown={shown}
      loading={q.isPending || isFetchingNextPage || !!needMore}
      failed={isError}
      noun="jobs"
      onMore={() => setShown((s) => growBy(s, OPPORTUNITIES_PAGE, total))}
      onRetry={() => void (q.data ? fetchNextPage() : q.refetch())}
      render={renderJob}
      itemKey={(j) => j.jobId}
    />
  );
};

const DrillsPanel = ({
  partnerId,
  count,
  renderDrill,
}: {
  partnerId: number;
  count: number;
  renderDrill: OpportunityRenderers['renderDrill'];
}) => {
  const [shown, setShown] = useState(OPPORTUNITIES_PAGE);
  const q = usePartnerDrills(partnerId, count > 0);
  const items = q.data?.data ?? [];
  const total = q.data?.totalRecordCount ?? count;
  useLogFailure(q.isError, 'hackathons', q.error);
  return (
    <OpportunityList
      items={items}
      total={total}
      shown={shown}
      loading={q.isPending}
      failed={q.isError}
      noun="hackathons"
      onMore={() => setShown((s) => growBy(s, OPPORTUNITIES_PAGE, total))}
      onRetry={() => void q.refetch()}
      render={renderDrill}
      itemKey={(d) => d.drillId}
    />
  );
};

/**
 * The Opportunities block (spec §2.7, §4): a tab only when its count is above zero; opens on Jobs if any jobs
 * exist, otherwise Hackathons; 3 items first and 3 more per View More. Each tab keeps its place when left.
 */
export const Opportunities = ({
  partnerId,
  jobCount,
  hackathonCount,
  renderJob,
  renderDrill,
}: { partnerId: number; jobCount: number; hackathonCount: number } & OpportunityRenderers) => {
  const tabs = visibleTabs(jobCount, hackathonCount);
  const [chosen, setChosen] = useState<OpportunityTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : defaultTab(jobCount, hackathonCount);
  if (!tab) return null;
  const counts: Record<OpportunityTab, number> = { jobs: jobCount, hackathons: hackathonCount };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: OpportunityTab) => setChosen(value)}
          aria-label="Opportunities"
          variant="scrollable"
          scrollButtons={false}
        >
          {tabs.map((t) => (
            <Tab key={t} value={t} label={`${LABELS[t]} (${counts[t]})`} id={tabId(t)} aria-controls={panelId(t)} />
          ))}
        </Tabs>
      </Box>
      {tabs.map((t) => (
        <Box key={t} role="tabpanel" id={panelId(t)} aria-labelledby={tabId(t)} hidden={t !== tab}>
          {t === 'jobs' ? (
            <JobsPanel partnerId={partnerId} count={jobCount} renderJob={renderJob} />
          ) : (
            <DrillsPanel partnerId={partnerId} count={hackathonCount} renderDrill={renderDrill} />
          )}
        </Box>
      ))}
    </>
  );
};
