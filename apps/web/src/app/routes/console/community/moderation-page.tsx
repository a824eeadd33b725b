import Typography from '@mui/material/Typography';
import { ModerationQueue } from '@/features/blogs/components/moderation-queue';
import { ConsoleLayout } from '../console-layout';

/** /console/admin/moderation (admins): posts and comments readers reported, to hide, restore or dismiss. */
export const ModerationPage = () => (
  <ConsoleLayout title="Moderation">
    <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
      Posts and comments readers reported. Hide what breaks the community rules, dismiss what does not; a hidden item
      can be restored.
    </Typography>
    <ModerationQueue />
  </ConsoleLayout>
);

export default ModerationPage;
