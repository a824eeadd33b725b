import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useConsoleDrill } from '@/features/console/api/get-console-drill';
import { useDrillPreview } from '@/features/console/api/get-drill-preview';
import { DrillDetailSkeleton, DrillLoadFailed } from '@/features/drills/components/drill-detail-states';
import { DrillDetailView } from '@/features/drills/components/drill-detail-view';
import { JobCard } from '@/features/jobs/components/job-card';
import { useHostedDrillId } from './hackathon-console-routes';

/**
 * The page is drawn as a visitor who is not signed in sees it: the host's own registration state is not asked
 * for (an unpublished hackathon takes no registrations), and Save or Share only show the page's look.
 */
const noop = () => undefined;

/**
 * /console/hackathons/{drillId}/preview: the public hackathon page, drawn by the drills feature from the
 * preview answer (exactly what participants will get from /drills/{id}), under a banner that says so.
 */
export const HackathonPreviewPage = () => {
  const drillId = useHostedDrillId() ?? 0;
  const preview = useDrillPreview(drillId);
  const drill = useConsoleDrill(drillId);
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
          <DrillDetailView
            drill={preview.data}
            receivedAt={preview.dataUpdatedAt}
            uid={null}
            onSignInRequired={noop}
            renderJob={(job) => <JobCard job={job} />}
          />
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
