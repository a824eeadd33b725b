import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#3a2fc2" />
    <path
      d="M16 44 L32 18 L48 44"
      fill="none"
      stroke="#ffb547"
      strokeWidth="7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="32" cy="47" r="4" fill="#fff" />
  </svg>
);

export const BrandLogo = () => (
  <Box
    component={RouterLink}
    to="/"
    aria-label="Elevate home"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1,
      color: 'text.primary',
      textDecoration: 'none',
      minHeight: 44,
    }}
  >
    <BrandMark />
    <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
      Elevate
    </Typography>
  </Box>
);
