import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';

/**
 * The user's hackathons. Registrations come with the hackathons issue, which fills this slot; until then it
 * says what will appear here and where to find hackathons (docs/decisions/028).
 */
export const YourHackathons = () => (
  <Box sx={{ textAlign: 'center', py: 2 }}>
    <EmojiEventsOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
    <Typography sx={{ fontWeight: 700, mt: 1 }}>Hackathons you register for will appear here</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 360, mx: 'auto' }}>
      Build with a team, get noticed by companies and win prizes.
    </Typography>
    <Button component={RouterLink} to="/drills" variant="outlined" size="small" sx={{ mt: 2 }}>
      Explore hackathons
    </Button>
  </Box>
);
