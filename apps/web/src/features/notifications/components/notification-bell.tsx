import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_BELL_LIMIT } from '@elevate/contracts/notifications/notification.constants';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead, useMarkNotification } from '../api/update-notifications';
import { NotificationList } from './notification-list';

/** 'Notifications, 3 unread' (or just 'Notifications'): the bell's name says what the badge shows. */
export const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

const BELL_PAGE = { limit: NOTIFICATION_BELL_LIMIT, offset: 0, unread: false } as const;

/**
 * The top bar's bell (issue 4): the unread count as a badge, polled every minute and on window focus; a
 * click opens the newest notifications, each of which marks itself read when opened and follows its link.
 * Lazy-loaded by the top bar, and only for signed-in users, so none of this is in the first load.
 */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const count = useUnreadCount().data?.count ?? 0;
  const list = useNotifications(BELL_PAGE, open);
  const { mark } = useMarkNotification();
  const markAll = useMarkAllRead();
  const title = useRef<HTMLHeadingElement>(null);
  const close = () => setAnchor(null);

  const openItem = (n: Notification) => {
    close();
    if (!n.read) mark(n.notificationId, true).catch((err: unknown) => toast.error(errorMessage(err)));
  };
  // The button turns disabled as soon as it is pressed (and stays so once nothing is unread). Focus moves to the
  // title first, so it stays in the popover (and Escape still closes it) instead of falling to the page while
  // the request is on its way.
  const readAll = () => {
    title.current?.focus();
    markAll.markAll().catch((err: unknown) => {
      toast.error(errorMessage(err));
    });
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(count)}
        title="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? 'notifications-popover' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={count} color="error" max={99} overlap="circular">
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        id="notifications-popover"
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-popover-title',
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 80px))' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
          <Typography
            id="notifications-popover-title"
            ref={title}
            tabIndex={-1}
            component="h2"
            sx={{ fontWeight: 700, flex: 1, outline: 'none' }}
          >
            Notifications
          </Typography>
          <Button size="small" onClick={readAll} disabled={count === 0 || markAll.isPending}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        <NotificationList
          query={list}
          onOpen={openItem}
          skeletons={4}
          empty={
            <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
              No notifications yet. When a company moves your application along or someone shares a job with you, you
              will see it here.
            </Typography>
          }
        />
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={close} fullWidth>
            See all
          </Button>
        </Box>
      </Popover>
    </>
  );
};

export default NotificationBell;
