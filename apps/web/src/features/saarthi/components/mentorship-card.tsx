import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorshipCard as Card_ } from '@elevate/contracts/saarthi/saarthi.schema';
import { MentorshipStatusChip } from './mentorship-status';
import { PersonAvatar } from './person-avatar';
import { RespondButtons } from './respond-buttons';
import { dateTimeLabel } from './slot-time';

/** One mentorship in "My mentorships": the other person, status, next session and goals progress. */
export const MentorshipCard = ({ card, timeZone }: { card: Card_; timeZone: string }) => {
  const waiting = card.role === 'mentor' && card.status === 'requested';
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', borderColor: waiting ? 'warning.main' : undefined, borderWidth: waiting ? 2 : 1 }}
    >
      <CardContent component={Stack} spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={card.other.name} src={card.other.avatarUrl} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Link
              component={RouterLink}
              to={`/saarthi/mentorships/${card.mentorshipId}`}
              variant="h3"
              underline="hover"
              sx={{ fontSize: '1.05rem', display: 'block' }}
            >
              {card.other.name}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {card.role === 'mentor' ? 'Your mentee' : 'Your mentor'}
              {card.other.headline ? ` · ${card.other.headline}` : ''}
            </Typography>
          </Box>
          <MentorshipStatusChip status={card.status} />
        </Stack>
        <Typography variant="body2">
          {card.nextSessionAt
            ? `Next session: ${dateTimeLabel(card.nextSessionAt, timeZone)}`
            : card.status === 'active'
              ? 'No session booked'
              : `Asked on ${new Date(card.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}`}
        </Typography>
        {card.goalsTotal > 0 ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              Goals: {card.goalsDone} of {card.goalsTotal} done
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(card.goalsDone / card.goalsTotal) * 100}
              aria-label="Goals done"
              sx={{ mt: 0.5, borderRadius: 1 }}
            />
          </Box>
        ) : null}
        {waiting ? <RespondButtons mentorshipId={card.mentorshipId} menteeName={card.other.name} /> : null}
      </CardContent>
    </Card>
  );
};
