import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { usePageTitle } from '@/components/use-page-title';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useRequestMatches } from '@/features/matching/api/request-matches';
import { MatchResults } from '@/features/matching/components/match-results';
import { ResumePicker } from '@/features/matching/components/resume-picker';

/**
 * /resume-matching (spec §7.2, issue 15): a resume in, ranked jobs out, each with why. Open to everyone; a
 * chosen file is read for this request only and not kept. Signed in, the profile's resume can be used instead.
 */
export const ResumeMatchingPage = () => {
  usePageTitle('Resume matching');
  const session = useSession();
  const matches = useRequestMatches();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        Find jobs that match your resume
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, fontSize: '1.05rem' }}>
        We read your resume, compare its skills, experience and city with every open job, and show the best fits with
        the reasons for each score and what would raise it.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 3, color: 'text.secondary' }}>
        <LockOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          {session
            ? 'A file you choose here is read for this request only and not kept. Your profile resume stays as it is.'
            : 'Your file is read for this request only and is not kept. No account needed.'}
        </Typography>
      </Stack>
      <ResumePicker
        signedIn={Boolean(session)}
        busy={matches.isPending}
        onFile={(file) => matches.mutate({ file })}
        onProfile={() => matches.mutate({ source: 'profile' })}
      />
      <Box sx={{ mt: 3 }} aria-live="polite">
        {matches.isPending ? (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Reading your resume and matching it with open jobs…
            </Typography>
            <LinearProgress aria-label="Reading your resume" />
          </Box>
        ) : matches.isError ? (
          <Alert severity="error">{errorMessage(matches.error)}</Alert>
        ) : null}
      </Box>
      {matches.data && !matches.isPending ? <MatchResults result={matches.data} /> : null}
    </Container>
  );
};
export default ResumeMatchingPage;
