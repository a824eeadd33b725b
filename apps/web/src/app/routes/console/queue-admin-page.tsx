import Typography from '@mui/material/Typography';
import { QueueJobLists } from '@/features/queue/components/queue-job-lists';
import { ConsoleLayout } from './console-layout';

/** /console/admin/jobs (admins): the background queue (mail and other work that runs after a request). */
export const QueueAdminPage = () => (
  <ConsoleLayout title="Background jobs">
    <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
      Work that runs after a request, such as sending mail. A failed job has used all its retries: retry it once the
      cause is fixed, or discard it.
    </Typography>
    <QueueJobLists />
  </ConsoleLayout>
);
export default QueueAdminPage;
