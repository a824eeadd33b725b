import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDrillPhases } from '@/features/console/api/get-drill-phases';
import { AnnouncementForm } from '@/features/console/components/announcement-form';
import { AnnouncementList } from '@/features/console/components/announcement-list';
import { useHostedDrillId } from './hackathon-console-routes';

const Announcements = ({ drillId }: { drillId: number }) => {
  const phases = useDrillPhases(drillId);
  return (
    <Stack spacing={3}>
      <AnnouncementForm
        drillId={drillId}
        phases={(phases.data?.phases ?? []).map((p) => ({ phaseId: p.phaseId, name: p.name }))}
      />
      <section aria-labelledby="announcements-sent">
        <Typography id="announcements-sent" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          Sent
        </Typography>
        <AnnouncementList drillId={drillId} />
      </section>
    </Stack>
  );
};

/** Announcements: compose one (everyone or one phase, mail on or off) and follow its delivery. */
export const HackathonAnnouncementsPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <Announcements drillId={drillId} />;
};
export default HackathonAnnouncementsPage;
