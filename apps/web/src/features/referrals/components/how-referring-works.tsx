import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REFERRAL_CLAIM_WINDOW_DAYS, REFERRAL_MILESTONE_LABELS } from '@elevate/contracts/referrals/referral.constants';

const STEPS = [
  {
    title: 'Share your link or code',
    text: 'Send your invitation link, or tell friends your code. The link opens sign-up with your code filled in.',
  },
  {
    title: 'Your friend signs up',
    text: `They enter your code when they join, or add it under My Referrals within ${REFERRAL_CLAIM_WINDOW_DAYS} days of signing up. Each friend counts once.`,
  },
  {
    title: 'Follow their progress',
    text: `See each friend here as they reach ${Object.values(REFERRAL_MILESTONE_LABELS)
      .map((l) => l.toLowerCase())
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}. You see a first name and initial and a masked email, nothing more.`,
  },
];

/** The three steps of referring a friend: the empty state of /my-referrals. */
export const HowReferringWorks = () => (
  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, textAlign: 'left' }}>
    {STEPS.map((s, i) => (
      <Box component="li" key={s.title} sx={{ display: 'flex', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
          }}
        >
          {i + 1}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {s.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {s.text}
          </Typography>
        </Box>
      </Box>
    ))}
  </Box>
);

/** /my-referrals before any friend joined: what referring is and how it works, in the empty-state frame. */
export const NoReferralsYet = () => (
  <Box
    sx={{
      py: { xs: 3, sm: 4 },
      px: { xs: 2, sm: 3 },
      border: 1,
      borderColor: 'divider',
      borderStyle: 'dashed',
      borderRadius: 2,
    }}
  >
    <Typography variant="h4" component="p" sx={{ textAlign: 'center' }} gutterBottom>
      No friends have joined with your code yet
    </Typography>
    <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
      Here is how referring works.
    </Typography>
    <HowReferringWorks />
  </Box>
);
