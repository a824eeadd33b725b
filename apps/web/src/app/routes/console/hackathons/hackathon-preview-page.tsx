import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { useConsoleDrill } from '@/features/console/api/get-console-drill';
import { useDrillPreview } from '@/features/console/api/get-drill-preview';
import { participationQuery } from '@/features/drills/api/participation-state';
import { DrillDetailSkeleton, DrillLoadFailed } from '@/features/drills/components/drill-detail-states';
import { DrillDetailView } from '@/features/drills/components/drill-detail-view';
import { JobCard } from '@/features/jobs/components/job-card';
import { useSession } from '@/lib/session';
import { useHostedDrillId } from './hackathon-console-routes';

/** Save and Share only show the page's look in a preview. */
const noop = () => undefined;

/** What a participant who has not registered yet gets from `drills/{id}/participants` while registration is open. */
const notYetRegistered = (drill: DrillDetail): Participation => ({
  drillId: drill.drillId,
  state: 'register',
  reason: null,
  fee: drill.registrationFee,
  registrationEndDt: drill.drillRegistrationEndDt,
  participantId: null,
  name: null,
  answers: null,
  lookingForTeam: false,
  pitch: '',
  registeredAt: null,
  answersEditable: true,
  team: null,
  serverNow: drill.serverNow,
});

/**
 * The page's own queries run in a cache of their own, where the host's participation is answered as a
 * participant's who has not registered yet: an unpublished hackathon takes no registrations (the real call
 * would 404), and the preview shows what participants get, not the host's own state. Nothing here is fetched
 * again (staleTime Infinity), and nothing leaks into the console's cache.
 */
const PreviewCache = ({ drill, uid, children }: { drill: DrillDetail; uid: number | null; children: ReactNode }) => {
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    if (uid !== null) c.setQueryData(participationQuery(drill.drillId, uid).queryKey, notYetRegistered(drill));
    return c;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

/**
 * /console/hackathons/{drillId}/preview: the public hackathon page, drawn by the drills feature from the
 * preview answer (exactly what participants will get from /drills/{id}), under a banner that says so.
 */
export const HackathonPreviewPage = () => {
  const drillId = useHostedDrillId() ?? 0;
  const preview = useDrillPreview(drillId);
  const drill = useConsoleDrill(drillId);
  const session = useSession();
  const uid = session?.session.uid ?? null;
  const published = drill.data?.isPublished ?? false;

  return (
    <Box>
      <Alert severity={published ? 'info' : 'warning'} sx={{ mb: 2 }} role="note">
        {published
          ? 'Preview — this is the page participants see now.'
          : 'Preview — not published. Only your company’s hosts can see this page.'}
      </Alert>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {preview.data ? (
          <PreviewCache key={preview.dataUpdatedAt} drill={preview.data} uid={uid}>
            <DrillDetailView
              drill={preview.data}
              receivedAt={preview.dataUpdatedAt}
              uid={uid}
              onSignInRequired={noop}
              renderJob={(job) => <JobCard job={job} />}
            />
          </PreviewCache>
        ) : preview.isError ? (
          <DrillLoadFailed onRetry={() => void preview.refetch()} />
        ) : (
          <DrillDetailSkeleton />
        )}
      </Box>
    </Box>
  );
};
export default HackathonPreviewPage;
