import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { relativeTime } from '@elevate/contracts/common/format';
import type { NotificationPurpose } from '@elevate/contracts/notifications/notification.constants';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import { visuallyHidden } from '@/components/visually-hidden';

const PURPOSES: Record<NotificationPurpose, { label: string; Icon: typeof WorkOutlineIcon }> = {
  GENERAL: { label: 'General', Icon: NotificationsNoneOutlinedIcon },
  RECRUIT: { label: 'Hiring', Icon: WorkOutlineIcon },
  HACKATHON: { label: 'Hackathon', Icon: EmojiEventsOutlinedIcon },
  DRILL: { label: 'Hackathon', Icon: EmojiEventsOutlinedIcon },
};

/** Only paths inside the app are followed; the API accepts no other kind, this keeps it so on screen. */
const inAppLink = (link: string | null) => (link && /^\/(?![/\\])/.test(link) ? link : null);

/**
 * One notification, opened with a click or Enter: it marks itself read (onOpen) and follows its link.
 * Unread ones are bold with a dot, and say "Unread" to screen readers; read ones are plain.
 */
export const NotificationItem = ({
  notification: n,
  onOpen,
  messageLines = 2,
  trailing,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  /** How many lines of the message show (the bell keeps it short, the page shows more). */
  messageLines?: number;
  /** Extra controls beside the item, outside its clickable area (the page's read/unread toggle). */
  trailing?: ReactNode;
}) => {
  const { Icon, label } = PURPOSES[n.notificationType] ?? PURPOSES.GENERAL;
  const link = inAppLink(n.link);
  const linkProps = link ? { component: RouterLink, to: link } : {};
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'stretch', listStyle: 'none' }}>
      <ListItemButton
        {...linkProps}
        onClick={() => onOpen(n)}
        data-unread={n.read ? undefined : 'true'}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          minWidth: 0,
          bgcolor: n.read ? undefined : 'action.hover',
        }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.25,
            width: 36,
            height: 36,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: n.notificationType === 'RECRUIT' ? 'primary.main' : 'action.selected',
            color: n.notificationType === 'RECRUIT' ? 'primary.contrastText' : 'text.secondary',
          }}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', fontWeight: n.read ? 400 : 700, overflowWrap: 'anywhere' }}
          >
            {n.read ? null : (
              <>
                <Box component="span" sx={visuallyHidden}>
                  Unread
                </Box>{' '}
              </>
            )}
            {n.oneLiner}
          </Typography>
          {n.message ? (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: messageLines,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
                mt: 0.25,
              }}
            >
              {n.message}
            </Typography>
          ) : null}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {label} · <time dateTime={n.createdTs}>{relativeTime(n.createdTs)}</time>
          </Typography>
        </Box>
        {n.read ? null : (
          <Box
            aria-hidden
            data-testid="unread-dot"
            sx={{ width: 10, height: 10, mt: 0.75, flexShrink: 0, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
        )}
      </ListItemButton>
      {trailing}
    </Box>
  );
};
