import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useQueries } from '@tanstack/react-query';
import { useCertificates } from '../api/certificate-list';
import { phaseFeedbackQuery } from '../api/phase-feedback';
import { usePhases } from '../api/phase-list';
import { useSubmissionList } from '../api/submission-list';
import { AnnouncementList } from './announcement-list';
import { CertificateList } from './certificate-list';
import { nextSteps } from './dashboard-next-steps';
import { NextStepList } from './dashboard-next-step-list';
import { dashboardPaths } from './dashboard-paths';
import { DashboardSection, SectionEmpty } from './dashboard-section';
import { ResultsSection } from './leaderboard-panel';
import { PhaseFeedbackSection } from './phase-feedback-section';
import { PhaseStatusList } from './phase-status';
import { TeamPanel } from './team-panel';

/** "What to do next" before it can be worked out: a skeleton, or what failed with Try again. */
const StepsPending = ({
  failed,
  retrying,
  onRetry,
}: {
  failed: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) =>
  failed ? (
    <RetryAlert onRetry={onRetry} retrying={retrying}>
      {errorMessage(failed)}
    </RetryAlert>
  ) : (
    <Box role="status" aria-label="Loading what to do next">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="text" height={40} />
      ))}
    </Box>
  );

/**
 * The participant dashboard's overview: what to do next, the phases with their status and deadlines, the team,
 * the hosts' announcements, and the results and certificates once published. Each block loads and fails on
 * its own.
 */
export const DashboardOverview = ({
  drill,
  participantId,
  participation,
  now,
}: {
  drill: DrillDetail;
  participantId: number;
  participation: Participation;
  now: Date;
}) => {
  const phasesQuery = usePhases(drill.drillId);
  const submissions = useSubmissionList(drill.drillId, participantId);
  const certificates = useCertificates(drill.drillId, participantId);
  // The hackathon's own phases show at once; the phases call refreshes their published results.
  const phases = phasesQuery.data?.data ?? drill.drillPhase;
  const paths = dashboardPaths(drill.drillId, participantId);
  // A shortlisted phase decides who may submit in the later ones: the caller's outcome in each ended phase.
  const ended = phases.filter((p) => p.phaseStatus === 'ended' || new Date(p.phaseEndDt).getTime() <= now.getTime());
  const outcomes = useQueries({
    queries: ended.map((p) => phaseFeedbackQuery(drill.drillId, participantId, p.phaseId)),
  });
  const outcomesFailed = outcomes.find((q) => q.isError);

  const steps =
    submissions.data && certificates.data && outcomes.every((q) => q.data)
      ? nextSteps({
          drill,
          phases,
          team: participation.team,
          submissions: submissions.data.data,
          certificates: certificates.data.data.length,
          outcomes: outcomes.flatMap((q) => (q.data ? [q.data] : [])),
          now,
        })
      : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, lg: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={{ xs: 2, lg: 3 }} sx={{ minWidth: 0 }}>
        <DashboardSection id="next-steps" title="What to do next">
          {steps ? (
            steps.length > 0 ? (
              <NextStepList steps={steps} pathOf={paths.phase} />
            ) : (
              <SectionEmpty title="You are all set">Nothing needs you right now.</SectionEmpty>
            )
          ) : (
            <StepsPending
              failed={
                submissions.isError
                  ? submissions.error
                  : certificates.isError
                    ? certificates.error
                    : (outcomesFailed?.error ?? null)
              }
              retrying={submissions.isFetching || certificates.isFetching || outcomes.some((q) => q.isFetching)}
              onRetry={() => {
                if (submissions.isError) void submissions.refetch();
                if (certificates.isError) void certificates.refetch();
                for (const q of outcomes) if (q.isError) void q.refetch();
              }}
            />
          )}
        </DashboardSection>
        <DashboardSection id="phases" title="Phases">
          {phases.length === 0 ? (
            <SectionEmpty title="No phases announced yet">
              The rounds of this hackathon and their deadlines appear here as soon as the hosts publish them.
            </SectionEmpty>
          ) : (
            <PhaseStatusList
              phases={phases}
              submissions={submissions.data?.data ?? []}
              now={now}
              pathOf={paths.phase}
            />
          )}
        </DashboardSection>
        <AnnouncementList drillId={drill.drillId} />
      </Stack>
      <Stack spacing={{ xs: 2, lg: 3 }} sx={{ minWidth: 0 }}>
        <PhaseFeedbackSection
          drillId={drill.drillId}
          participantId={participantId}
          submissions={submissions.data?.data ?? []}
        />
        <TeamPanel drill={drill} participantId={participantId} />
        <ResultsSection drillId={drill.drillId} phases={phases}>
          <CertificateList query={certificates} />
        </ResultsSection>
      </Stack>
    </Box>
  );
};
