import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import { DashboardCard } from '@/features/dashboard/components/dashboard-card';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotification } from '@/features/notifications/api/update-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const LATEST_NOTIFICATIONS = 5;

/** The five latest notifications; opening one marks it read and follows its link, as on /notifications. */
export const NotificationsCard = () => {
  const query = useNotifications({ limit: LATEST_NOTIFICATIONS, offset: 0, unread: false });
  const { mark } = useMarkNotification();
  const open = (n: Notification) => {
    if (!n.read) mark(n.notificationId, true).catch((err: unknown) => toast.error(errorMessage(err)));
  };
  return (
    <DashboardCard
      id="latest-notifications"
      title="Latest notifications"
      link={{ to: '/notifications', label: 'See all' }}
    >
      <Box sx={{ mx: { xs: -2, sm: -3 } }}>
        <NotificationList
          query={query}
          onOpen={open}
          skeletons={3}
          messageLines={2}
          empty={
            <Box sx={{ textAlign: 'center', py: 2, px: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>No notifications yet</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                When a company moves your application along or someone shares a job with you, it shows up here.
              </Typography>
            </Box>
          }
        />
      </Box>
    </DashboardCard>
  );
};
