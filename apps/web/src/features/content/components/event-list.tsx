import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Tag } from '@/components/tag-list';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardSkeletons } from '@/components/loaders';
import { EmptyState } from '@/components/empty-state';
import { useEvents } from '../api/get-events';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

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
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Tag>{e.type === 'webinar' ? 'Webinar' : e.type === 'meetup' ? 'Meetup' : e.type}</Tag>
              <Tag>{e.mode === 'online' ? 'Online' : (e.location ?? 'In person')}</Tag>
            </Stack>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }} gutterBottom>
              {e.topic}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {when(e.startDateTime)}
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
        </Card>
      ))}
    </Box>
  );
};
