import { useState } from 'react';
import { Link as RouterLink, Outlet, Route, Routes, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useDrill } from '@/features/drills/api/get-drill';
import { useParticipation } from '@/features/drills/api/participation-state';
import { useServerClock } from '@/features/drills/components/dashboard-clock';
import { DashboardLayout, DashboardLayoutSkeleton } from '@/features/drills/components/dashboard-layout';
import { DashboardNotRegistered } from '@/features/drills/components/dashboard-not-registered';
import { DashboardOverview } from '@/features/drills/components/dashboard-overview';
import { HelpDesk } from '@/features/drills/components/help-desk';
import { MyInfoPanel } from '@/features/drills/components/my-info-panel';
import { SubmissionPage } from '@/features/drills/components/submission-page';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '../errors/not-found';

/** A positive whole number from the address, or null (then the address is not a page). */
const idOf = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

interface Ctx {
  drill: DrillDetail;
  participantId: number;
  participation: Participation;
  now: Date;
  onNotRegistered: (message: string) => void;
}

const Overview = ({ drill, participantId, participation, now }: Ctx) => {
  usePageTitle(`Dashboard · ${drill.drillName}`);
  return <DashboardOverview drill={drill} participantId={participantId} participation={participation} now={now} />;
};

/** /idea/{phaseId} and /solution/{phaseId}; a phase id that is not a number is not a page. */
const Phase = ({ kind, ...ctx }: Ctx & { kind: DrillPhaseKind }) => {
  const phaseId = idOf(useParams().phaseId);
  if (phaseId === null) return <NotFoundPage />;
  return (
    <SubmissionPage
      key={phaseId}
      drill={ctx.drill}
      participantId={ctx.participantId}
      team={ctx.participation.team}
      kind={kind}
      phaseId={phaseId}
      now={ctx.now}
      onNotRegistered={ctx.onNotRegistered}
    />
  );
};

const MyInfo = ({ drill, participantId }: Ctx) => {
  usePageTitle(`My info · ${drill.drillName}`);
  return <MyInfoPanel drill={drill} participantId={participantId} />;
};

/**
 * The dashboard of one registration, once the hackathon and the caller's participation are known. A
 * participant id that is not the caller's (the API answers 404 for it) shows "not registered" rather than
 * someone else's dashboard.
 */
const Dashboard = ({ drillId, participantId }: { drillId: number; participantId: number }) => {
  const session = useSession();
  const drillQuery = useDrill(String(drillId));
  const participationQuery = useParticipation(drillId, session?.session.uid ?? null);
  const now = useServerClock(drillQuery.data?.serverNow, drillQuery.dataUpdatedAt);
  const [notRegistered, setNotRegistered] = useState<string | null>(null);

  const drill = drillQuery.data;
  const participation = participationQuery.data;
  const failed = !drill ? drillQuery : !participation ? participationQuery : null;
  if (failed?.isError) {
    if (failed.error instanceof ApiError && failed.error.status === 404)
      return failed === drillQuery ? (
        <Container maxWidth="md" sx={{ py: 8 }}>
          <EmptyState
            title={DrillMessages.notFound}
            action={
              <Button component={RouterLink} to="/drills" variant="contained">
                Browse hackathons
              </Button>
            }
          />
        </Container>
      ) : (
        <DashboardNotRegistered drillName={drill?.drillName} drillPath={`/drills/${drill?.drillCustUrl ?? drillId}`} />
      );
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <RetryAlert onRetry={() => void failed.refetch()} retrying={failed.isFetching}>
          {errorMessage(failed.error)}
        </RetryAlert>
      </Container>
    );
  }
  if (!drill || !participation) return <DashboardLayoutSkeleton />;
  if (notRegistered !== null || participation.state !== 'registered' || participation.participantId !== participantId)
    return (
      <DashboardNotRegistered
        drillName={drill.drillName}
        drillPath={`/drills/${drill.drillCustUrl}`}
        message={notRegistered ?? undefined}
        ownDashboardPath={
          participation.state === 'registered' && participation.participantId !== null && notRegistered === null
            ? participantDashboardPath(drill.drillId, participation.participantId)
            : null
        }
      />
    );

  const ctx: Ctx = { drill, participantId, participation, now, onNotRegistered: setNotRegistered };
  return (
    <Routes>
      <Route
        element={
          <DashboardLayout drill={drill} participantId={participantId} now={now}>
            <Outlet />
          </DashboardLayout>
        }
      >
        <Route index element={<Overview {...ctx} />} />
        <Route path="idea/:phaseId" element={<Phase kind="idea" {...ctx} />} />
        <Route path="solution/:phaseId" element={<Phase kind="solution" {...ctx} />} />
        <Route
          path="help"
          element={
            <HelpDesk
              drillId={drill.drillId}
              drillName={drill.drillName}
              participantId={participantId}
              onNotRegistered={setNotRegistered}
            />
          }
        />
        <Route path="my-info" element={<MyInfo {...ctx} />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
};

/**
 * /drills/participant-dashboard/{drillId}/{participantId} and its sub-pages (spec §2.4): the overview, each
 * phase's idea or solution page, help and my info. The router sends everything under the address here
 * (signed in only); an address that is none of these pages is not found.
 */
const ParticipantDashboardRoutes = () => {
  const params = useParams();
  const drillId = idOf(params.drillId);
  const participantId = idOf(params.participantId);
  if (drillId === null || participantId === null) return <NotFoundPage />;
  return <Dashboard key={`${drillId}/${participantId}`} drillId={drillId} participantId={participantId} />;
};

export default ParticipantDashboardRoutes;
