import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { roundedPercent } from '@elevate/contracts/common/format';
import { completionStepText } from '@elevate/contracts/users/completion';
import { errorMessage } from '@/lib/api-client';
import { useProfileCompletion } from '../api/get-profile-completion';

/**
 * Profile strength at the top of /manage-profile: the rounded percent (the same number the header and the
 * dashboard show) and every missing step with what it adds, each a link to the section that completes it.
 */
export const ProfileStrengthCard = ({ uid }: { uid: number }) => {
  const query = useProfileCompletion(uid);
  const completion = query.data;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-strength-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id="profile-strength-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          Profile strength
        </Typography>
        {completion ? (
          <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800 }} aria-live="polite">
            {roundedPercent(completion.percent)}
          </Typography>
        ) : null}
      </Box>
      {completion ? (
        <>
          <LinearProgress
            variant="determinate"
            value={completion.percent}
            aria-label="Profile strength"
            aria-valuetext={roundedPercent(completion.percent)}
            sx={{ height: 8, borderRadius: 4 }}
          />
          {completion.missing.length === 0 ? (
            <Typography sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckCircleIcon color="success" aria-hidden />
              Your profile is complete. Employers see everything they look for.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
                A stronger profile gets more job matches. Still to do:
              </Typography>
              <Box component="ul" aria-label="Steps to a stronger profile" sx={{ m: 0, pl: 2.5 }}>
                {completion.missing.map((step) => (
                  <Box component="li" key={step.item} sx={{ py: 0.25 }}>
                    <Link href={`#${step.section}`}>{completionStepText(step)}</Link>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </>
      ) : query.isError ? (
        <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography color="text.secondary">{errorMessage(query.error)}</Typography>
          <Button size="small" variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <Box role="status" aria-label="Loading profile strength">
          <Skeleton variant="rounded" height={8} />
          <Skeleton variant="text" width="70%" sx={{ mt: 2 }} />
          <Skeleton variant="text" width="55%" />
        </Box>
      )}
    </Paper>
  );
};
