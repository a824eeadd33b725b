import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorshipCard as Card_ } from '@elevate/contracts/saarthi/saarthi.schema';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useMentorships } from '../api/list-mentorships';
import { MentorshipCard } from './mentorship-card';

const Group = ({ title, cards, timeZone }: { title: string; cards: Card_[]; timeZone: string }) =>
  cards.length === 0 ? null : (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {cards.map((c) => (
          <MentorshipCard key={c.mentorshipId} card={c} timeZone={timeZone} />
        ))}
      </Box>
    </Box>
  );

/** "My mentorships": requests waiting for the caller first, then as mentee and as mentor. */
export const MentorshipList = () => {
  const query = useMentorships();
  const timeZone = useViewerTimeZone();
  return (
    <QueryStates query={query} loadingLabel="Loading your mentorships" skeletons={3} skeletonHeight={150}>
      {({ data }) => {
        if (data.length === 0)
          return (
            <EmptyState
              title="No mentorships yet"
              action={
                <Button variant="contained" component={RouterLink} to="/saarthi#mentors">
                  Find a mentor
                </Button>
              }
            >
              Find a Saarthi who has done what you want to do, and ask them with your goals.
            </EmptyState>
          );
        const waiting = data.filter((c) => c.role === 'mentor' && c.status === 'requested');
        const asMentee = data.filter((c) => c.role === 'mentee');
        const asMentor = data.filter((c) => c.role === 'mentor' && c.status !== 'requested');
        return (
          <Stack spacing={4}>
            <Group title="Waiting for your answer" cards={waiting} timeZone={timeZone} />
            <Group title="As a mentee" cards={asMentee} timeZone={timeZone} />
            <Group title="As a mentor" cards={asMentor} timeZone={timeZone} />
            {asMentee.length === 0 ? (
              <Typography color="text.secondary">
                Looking for guidance yourself?{' '}
                <Button component={RouterLink} to="/saarthi#mentors" size="small">
                  Find a mentor
                </Button>
              </Typography>
            ) : null}
          </Stack>
        );
      }}
    </QueryStates>
  );
};
