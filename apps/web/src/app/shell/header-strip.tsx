import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The extra strip above the top bar (hidden on /drills/{id} and /resume-matching, spec §2.6). */
export const HeaderStrip = () => (
  <Box
    component="aside"
    aria-label="Announcement"
    sx={{ bgcolor: '#1f1870', color: '#fff', px: 2, py: 0.75, textAlign: 'center' }}
  >
    <Typography variant="body2" component="p">
      Campus hiring season is on: internships and fresher roles from 30 companies.{' '}
      <Link component={RouterLink} to="/jobs" sx={{ color: '#ffcf87', fontWeight: 600 }}>
        Explore jobs
      </Link>
    </Typography>
  </Box>
);
