import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';
import { useMentor } from '@/features/saarthi/api/get-mentor';
import { CapacityChip } from '@/features/saarthi/components/capacity-chip';
import { PersonAvatar } from '@/features/saarthi/components/person-avatar';
import { RatingLine } from '@/features/saarthi/components/rating-line';
import { RequestDialog } from '@/features/saarthi/components/request-dialog';
import { SlotsPreview } from '@/features/saarthi/components/slots-preview';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

const RequestButton = ({ mentor }: { mentor: SaarthiProfile }) => {
  const session = useSession();
  const openLogin = useOpenLogin();
  const [open, setOpen] = useState(false);
  const own = session?.session.uid === mentor.uid;
  if (own)
    return (
      <Button variant="outlined" component={RouterLink} to="/becomeasaarthi">
        Edit your profile
      </Button>
    );
  return (
    <>
      <Button
        variant="contained"
        size="large"
        disabled={!mentor.hasCapacity}
        onClick={() => (session ? setOpen(true) : openLogin())}
      >
        Request mentorship
      </Button>
      {!mentor.hasCapacity ? (
        <Typography variant="body2" color="text.secondary">
          {mentor.acceptingMentees ? SaarthiMessages.atCapacity : SaarthiMessages.notAccepting}
        </Typography>
      ) : null}
      {open ? (
        <RequestDialog saarthiId={mentor.saarthiId} mentorName={mentor.name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
};

const MentorProfile = ({ mentor }: { mentor: SaarthiProfile }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
    <Link component={RouterLink} to="/saarthi" underline="hover">
      ← All mentors
    </Link>
    <Box sx={{ display: 'grid', gap: 3, mt: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <PersonAvatar name={mentor.name} src={mentor.avatarUrl} size={96} />
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
              {mentor.name}
            </Typography>
            <Typography color="text.secondary">
              {mentor.designation}, {mentor.company} · {mentor.yearsOfExperience} years’ experience
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <CapacityChip hasCapacity={mentor.hasCapacity} />
              <RatingLine rating={mentor.rating} count={mentor.ratingCount} />
            </Stack>
          </Box>
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
          {mentor.headline}
        </Typography>
        {mentor.bio ? (
          <Box component="section" aria-labelledby="about">
            <Typography variant="h3" id="about" sx={{ fontSize: '1.1rem', mb: 1 }}>
              About
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{mentor.bio}</Typography>
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="help">
          <Typography variant="h3" id="help" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Can help you with
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{mentor.helpWith}</Typography>
        </Box>
        <Box component="section" aria-labelledby="times">
          <Typography variant="h3" id="times" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Open times
          </Typography>
          <SlotsPreview saarthiId={mentor.saarthiId} mentorZone={mentor.timezone} />
        </Box>
      </Stack>
      <Card variant="outlined" sx={{ alignSelf: 'start' }}>
        <CardContent component={Stack} spacing={2}>
          <RequestButton mentor={mentor} />
          <Fact label="Expertise">{mentor.expertise.join(', ')}</Fact>
          <Fact label="Languages">{mentor.languages.join(', ')}</Fact>
          <Fact label="Mentees">
            {mentor.activeMentees} of {mentor.maxMentees} places taken
          </Fact>
          <Fact label="Sessions">{mentor.sessionMinutes} minutes each</Fact>
          <Fact label="Completed mentorships">{mentor.completedMentorships}</Fact>
          <Fact label="LinkedIn">
            <Link href={mentor.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
              View LinkedIn profile
            </Link>
          </Fact>
        </CardContent>
      </Card>
    </Box>
  </Container>
);

/** /saarthi/mentors/{saarthiId}: a mentor's public profile (server-rendered). */
export const MentorProfilePage = () => {
  const { saarthiId = '' } = useParams();
  const query = useMentor(saarthiId);
  usePageTitle(query.data ? `${query.data.name} — Saarthi mentor` : 'Saarthi mentor');
  if (query.data) return <MentorProfile mentor={query.data} />;
  if (query.isPending)
    return (
      <Container maxWidth="lg" sx={{ py: 5 }} role="status" aria-label="Loading the mentor">
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="text" height={56} width="50%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Container>
    );
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {notFound ? (
        <EmptyState
          title={SaarthiMessages.notFound}
          action={
            <Button variant="contained" component={RouterLink} to="/saarthi">
              Find another mentor
            </Button>
          }
        />
      ) : (
        <LoadFailedState what="this mentor" onRetry={() => void query.refetch()} />
      )}
    </Container>
  );
};

export default MentorProfilePage;
