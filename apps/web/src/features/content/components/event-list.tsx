import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { Tag } from '@/components/tag-list';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardSkeletons } from '@/components/loaders';
import { EmptyState } from '@/components/empty-state';
import { useEvents } from '../api/get-events';
import { eventKindLabel, eventModeLabel } from './event-labels';
import { eventWhen } from './event-time';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;

/** Upcoming events from events?eventId=-1. */
export const EventList = ({ limit = 3 }: { limit?: number }) => {
  const { data, isPending, isError } = useEvents(-1);
  if (isPending)
    return (
      <Box sx={grid}>
        <CardSkeletons count={3} height={170} />
      </Box>
    );
  if (isError) return null;
  if (data.data.length === 0) {
    return (
      <EmptyState title="No upcoming events right now">New webinars and meetups are announced every week.</EmptyState>
    );
  }
  return (
    <Box sx={grid}>
      {data.data.slice(0, limit).map((e) => (
        <Card key={e.eventId}>
          <CardActionArea component={RouterLink} to={pagePath.event(e.eventId)} sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <Tag>{eventKindLabel(e.type)}</Tag>
                <Tag>{eventModeLabel(e)}</Tag>
              </Stack>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }} gutterBottom>
                {e.topic}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {eventWhen(e.startDateTime, e.endDateTime)}
              </Typography>
              <Typography variant="body2">{e.agenda}</Typography>
              {e.speakers.length > 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  With{' '}
                  {e.speakers
                    .map((s) => `${s.speakerName}, ${s.speakerDesignation} at ${s.speakerOrganisation}`)
                    .join('; ')}
                </Typography>
              ) : null}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
};
