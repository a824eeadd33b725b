import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { roundedPercent } from '@elevate/contracts/common/format';
import type { ProfileCompletion } from '@elevate/contracts/users/completion';

/** The dashboard lists this many of the missing steps, the biggest gain first. */
export const NEXT_STEPS_SHOWN = 3;

export const MANAGE_PROFILE_PATH = '/manage-profile';

/** The part of /manage-profile that completes a step. */
export const profileSectionLink = (section: string) => `${MANAGE_PROFILE_PATH}#${section}`;

export const ProfileStrengthSkeleton = () => (
  <>
    <Skeleton variant="text" width={90} height={48} />
    <Skeleton variant="rounded" height={10} sx={{ my: 1.5 }} />
    {Array.from({ length: NEXT_STEPS_SHOWN }, (_, i) => (
      <Skeleton key={i} variant="text" width={`${80 - i * 10}%`} />
    ))}
  </>
);

/**
 * Profile strength (users/profile/completion): the rounded percent the header and /manage-profile show too, a
 * progress bar, and the next three missing steps, each with what it adds and a link to where it is done.
 * At 100 % a well-done note instead.
 */
export const ProfileStrength = ({ completion }: { completion: ProfileCompletion }) => {
  const percent = roundedPercent(completion.percent);
  const next = completion.missing.slice(0, NEXT_STEPS_SHOWN);
  return (
    <Box>
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1 }}>
        {percent}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={completion.percent}
        aria-label="Profile strength"
        aria-valuetext={percent}
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      {next.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 2 }}>
          <CelebrationOutlinedIcon color="success" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>Well done, your profile is complete</Typography>
            <Typography variant="body2" color="text.secondary">
              Companies see everything they need. Keep it current as you learn and work.
            </Typography>
            <Link component={RouterLink} to={MANAGE_PROFILE_PATH} variant="body2" sx={{ fontWeight: 600 }}>
              Review your profile
            </Link>
          </Box>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" id="profile-next-steps">
            Next steps to a stronger profile
          </Typography>
          <Box component="ul" aria-labelledby="profile-next-steps" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {next.map((step) => (
              <Box
                component="li"
                key={step.item}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, py: 0.75 }}
              >
                <Link component={RouterLink} to={profileSectionLink(step.section)} sx={{ fontWeight: 600 }}>
                  {step.label}
                </Link>
                <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.main', whiteSpace: 'nowrap' }}>
                  +{step.weight} %
                </Typography>
              </Box>
            ))}
          </Box>
          <Button component={RouterLink} to={MANAGE_PROFILE_PATH} variant="outlined" size="small" sx={{ mt: 1.5 }}>
            Complete your profile
          </Button>
        </>
      )}
    </Box>
  );
};
