import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/components/use-page-title';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllRead, useMarkNotification } from '@/features/notifications/api/update-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** ?filter=unread&page=2: the view lives in the URL, so Back and a shared link keep it. */
const useView = () => {
  const [params, setParams] = useSearchParams();
  const unread = params.get('filter') === 'unread';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setView = (next: { unread?: boolean; page?: number }, replace = false) => {
    const p = new URLSearchParams(params);
    const u = next.unread ?? unread;
    const pg = next.page ?? page;
    if (u) p.set('filter', 'unread');
    else p.delete('filter');
    if (pg > 1) p.set('page', String(pg));
    else p.delete('page');
    setParams(p, { replace });
  };
  return { unread, page, setView };
};

/** /notifications (signed in): every notification, with paging, an unread filter and mark one or all. */
export const NotificationsPage = () => {
  usePageTitle('Notifications');
  const { unread, page, setView } = useView();
  const query = useNotifications({
    limit: NOTIFICATIONS_PAGE_SIZE,
    offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    unread,
  });
  const { mark, isPending: marking } = useMarkNotification();
  const markAll = useMarkAllRead();
  const total = query.data?.totalRecordCount ?? 0;
  const unreadCount = query.data?.unreadCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

  // Reading the last unread items of a page empties it: step back to the last page that has items.
  const lastPage = query.data && !query.isPlaceholderData ? pages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setView({ page: lastPage }, true);
  });

  const fail = (err: unknown) => {
    toast.error(errorMessage(err));
  };
  const open = (n: Notification) => {
    if (!n.read) mark(n.notificationId, true).catch(fail);
  };
  const toggle = (n: Notification) =>
    mark(n.notificationId, !n.read)
      .then(() => toast.success(n.read ? 'Marked as unread' : 'Marked as read'))
      .catch(fail);
  const readAll = () =>
    markAll
      .markAll()
      .then(({ message }) => toast.success(message ?? 'All notifications marked as read'))
      .catch(fail);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 800 }}>
            Notifications
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {query.data
              ? unreadCount > 0
                ? `${unreadCount} unread`
                : 'You are all caught up'
              : 'Updates about your applications, jobs shared with you and more'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={readAll}
          disabled={unreadCount === 0 || markAll.isPending}
        >
          Mark all as read
        </Button>
      </Box>

      <Tabs
        value={unread ? 'unread' : 'all'}
        onChange={(_, v: string) => setView({ unread: v === 'unread', page: 1 })}
        aria-label="Show notifications"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="All" />
        <Tab value="unread" label={unreadCount > 0 ? `Unread (${unreadCount})` : 'Unread'} />
      </Tabs>

      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <NotificationList
          query={query}
          onOpen={open}
          skeletons={6}
          messageLines={4}
          trailing={(n) => (
            <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5 }}>
              <IconButton
                onClick={() => void toggle(n)}
                disabled={marking}
                aria-label={n.read ? `Mark as unread: ${n.oneLiner}` : `Mark as read: ${n.oneLiner}`}
                title={n.read ? 'Mark as unread' : 'Mark as read'}
              >
                {n.read ? <MarkEmailUnreadOutlinedIcon /> : <MarkEmailReadOutlinedIcon />}
              </IconButton>
            </Box>
          )}
          empty={
            <Box sx={{ p: 2 }}>
              {unread ? (
                <EmptyState
                  title="No unread notifications"
                  action={
                    <Button variant="outlined" onClick={() => setView({ unread: false, page: 1 })}>
                      Show all notifications
                    </Button>
                  }
                >
                  You have read everything. New updates will show up here and on the bell.
                </EmptyState>
              ) : (
                <EmptyState
                  title="No notifications yet"
                  action={
                    <Button component={RouterLink} to="/jobs" variant="contained">
                      Browse jobs
                    </Button>
                  }
                >
                  When a company moves your application along or someone shares a job with you, you will see it here.
                </EmptyState>
              )}
            </Box>
          }
        />
      </Paper>

      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => {
            setView({ page: p });
            window.scrollTo({ top: 0 });
          }}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          siblingCount={0}
          getItemAriaLabel={(type, p, selected) =>
            type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${p}` : `Go to ${type} page`
          }
        />
      ) : null}
    </Container>
  );
};

export default NotificationsPage;
