import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { RichTextBlock } from '@/components/rich-text-block';
import { isSending, useDrillAnnouncements } from '../api/get-drill-announcements';
import { istDayAndTime } from './console-date';

/** The hackathon's announcements, newest first, each "Sending…" until the background job delivered it. */
export const AnnouncementList = ({ drillId }: { drillId: number }) => {
  const query = useDrillAnnouncements(drillId);
  return (
    <QueryStates query={query} loadingLabel="Loading announcements" skeletons={2} skeletonHeight={120}>
      {(data) =>
        data.data.length === 0 ? (
          <EmptyState title="No announcements yet">What you announce appears here with its delivery state.</EmptyState>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Announcements sent">
            {data.data.map((a) => (
              <Paper key={a.announcementId} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
                    {a.title}
                  </Typography>
                  {a.deliveredAt ? (
                    <Chip
                      size="small"
                      color="success"
                      label={`Delivered to ${a.recipientCount} ${a.recipientCount === 1 ? 'participant' : 'participants'}`}
                    />
                  ) : isSending(a) ? (
                    <Chip size="small" label="Sending…" />
                  ) : (
                    <Chip size="small" variant="outlined" label="Not delivered yet: retrying" />
                  )}
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {istDayAndTime(a.createdAt)} · {a.phase ? `Participants of ${a.phase}` : 'Everyone registered'} ·{' '}
                  {a.byMail ? 'In the app and by mail' : 'In the app only'}
                </Typography>
                <RichTextBlock html={a.body} />
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryStates>
  );
};
