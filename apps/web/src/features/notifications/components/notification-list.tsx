import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Notification, NotificationListResult } from '@elevate/contracts/notifications/notification.schema';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { NotificationItem } from './notification-item';

export const NotificationSkeletons = ({ count }: { count: number }) => (
  <Box role="status" aria-label="Loading notifications" sx={{ px: 2, py: 1 }}>
    {Array.from({ length: count }, (_, i) => (
      <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.25 }}>
        <Skeleton variant="circular" width={36} height={36} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      </Box>
    ))}
  </Box>
);

/**
 * A list of notifications in its three states: skeletons while loading, an error with Try again, the
 * `empty` content when there are none, and the items otherwise.
 */
export const NotificationList = ({
  query,
  onOpen,
  empty,
  skeletons = 5,
  messageLines,
  trailing,
}: {
  query: UseQueryResult<NotificationListResult>;
  onOpen: (n: Notification) => void;
  empty: ReactNode;
  skeletons?: number;
  messageLines?: number;
  trailing?: (n: Notification) => ReactNode;
}) => {
  if (query.isPending) return <NotificationSkeletons count={skeletons} />;
  if (query.isError && !query.data) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} sx={{ m: 2 }}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  }
  const items = query.data?.data ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <Box
      component="ul"
      aria-label="Notifications"
      aria-busy={query.isFetching && query.isPlaceholderData ? 'true' : undefined}
      sx={{ p: 0, m: 0, overflowY: 'auto', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {items.map((n) => (
        <NotificationItem
          key={n.notificationId}
          notification={n}
          onOpen={onOpen}
          messageLines={messageLines}
          trailing={trailing?.(n)}
        />
      ))}
    </Box>
  );
};
