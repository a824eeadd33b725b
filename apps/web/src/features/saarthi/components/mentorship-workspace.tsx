import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { ApiError } from '@/lib/api-client';
import { useMentorship } from '../api/get-mentorship';
import { FeedbackPanel } from './feedback-panel';
import { GoalsPanel } from './goals-panel';
import { SessionsPanel } from './sessions-panel';
import { WorkspaceHeader } from './workspace-header';

/** /saarthi/mentorships/{id}: the pair's workspace. */
export const MentorshipWorkspace = ({ mentorshipId }: { mentorshipId: number }) => {
  const query = useMentorship(mentorshipId);
  const gone = query.error instanceof ApiError && [403, 404].includes(query.error.status);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/saarthi/mentorships" underline="hover">
        ← My mentorships
      </Link>
      {gone || !Number.isInteger(mentorshipId) ? (
        <EmptyState
          title={SaarthiMessages.mentorshipNotFound}
          action={
            <Button variant="contained" component={RouterLink} to="/saarthi/mentorships">
              My mentorships
            </Button>
          }
        />
      ) : (
        <QueryStates query={query} loadingLabel="Loading the mentorship" skeletons={3} skeletonHeight={160}>
          {(m) => (
            <Stack spacing={3}>
              <WorkspaceHeader m={m} />
              <Box
                sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}
              >
                <Card variant="outlined">
                  <CardContent>
                    <GoalsPanel m={m} />
                  </CardContent>
                </Card>
                <Stack spacing={3}>
                  <Card variant="outlined">
                    <CardContent>
                      <SessionsPanel m={m} />
                    </CardContent>
                  </Card>
                  {m.status === 'completed' || m.status === 'cancelled' ? (
                    <Card variant="outlined">
                      <CardContent>
                        <FeedbackPanel m={m} />
                      </CardContent>
                    </Card>
                  ) : null}
                </Stack>
              </Box>
            </Stack>
          )}
        </QueryStates>
      )}
    </Stack>
  );
};
