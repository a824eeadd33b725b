import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useConsoleDrill } from '@/features/console/api/get-console-drill';
import { DrillForm } from '@/features/console/components/drill-form';
import { useHostedDrillId } from './hackathon-console-routes';

/**
 * /console/hackathons/{drillId}: the Details tab, the same form as creating one. The frame above has
 * already said when the hackathon cannot be loaded or is not the caller's.
 */
export const HackathonDetailsPage = () => {
  const drillId = useHostedDrillId();
  const drill = useConsoleDrill(drillId);
  if (!drill.data) {
    if (drill.isError) return null;
    return (
      <Stack spacing={3} role="status" aria-label="Loading the hackathon">
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  return (
    <DrillForm
      key={drill.data.drillId}
      partnerId={drill.data.partnerId ?? 0}
      partnerName={drill.data.partnerName}
      drill={drill.data}
    />
  );
};
export default HackathonDetailsPage;
