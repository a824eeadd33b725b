import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { BrandMark } from './brand-logo';
import { FOOTER_GROUPS } from './nav-links';

/** Elevate's own contact block (docs/decisions/008-public-copy-and-contact-details.md). */
export const CONTACT_DETAILS = {
  name: 'Elevate Careers Private Limited',
  email: 'hello@elevatecareers.in',
  phone: '+91 80 4719 2200',
  address: ['4th Floor, Prestige Atrium, 1 Central Street', 'Shivajinagar, Bengaluru, Karnataka 560001'],
};

const SOCIAL = [
  { label: 'Elevate on LinkedIn', href: 'https://www.linkedin.com/company/elevate-careers-india', Icon: LinkedInIcon },
  { label: 'Elevate on Instagram', href: 'https://www.instagram.com/elevate.careers.in', Icon: InstagramIcon },
  { label: 'Elevate on X', href: 'https://x.com/elevatecareersin', Icon: XIcon },
  { label: 'Elevate on YouTube', href: 'https://www.youtube.com/@elevatecareersin', Icon: YouTubeIcon },
];

export const Footer = () => (
  <Box component="footer" sx={{ bgcolor: '#12152a', color: '#e6e8f2', mt: 8, pt: 6, pb: 4 }}>
    <Container maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '4fr repeat(3, 2.6fr)' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <BrandMark />
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
              Elevate
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: '#c3c7d9', mb: 2 }}>
            Jobs, internships, hackathons and mentoring for India&apos;s students, freshers and professionals.
          </Typography>
          <Box
            component="address"
            sx={{ fontStyle: 'normal', fontSize: '0.875rem', color: '#c3c7d9', lineHeight: 1.7 }}
          >
            {CONTACT_DETAILS.name}
            <br />
            {CONTACT_DETAILS.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <Link href={`mailto:${CONTACT_DETAILS.email}`} sx={{ color: '#ffcf87' }}>
              {CONTACT_DETAILS.email}
            </Link>
            <br />
            <Link href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`} sx={{ color: '#ffcf87' }}>
              {CONTACT_DETAILS.phone}
            </Link>
          </Box>
        </Box>
        {FOOTER_GROUPS.map((group) => (
          <Box key={group.title}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
              {group.title}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link
                    component={RouterLink}
                    to={l.to}
                    underline="hover"
                    sx={{ color: '#e6e8f2', display: 'inline-block', py: 0.5 }}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 4,
          pt: 3,
          borderTop: '1px solid #2c3150',
        }}
      >
        <Typography variant="body2" sx={{ color: '#c3c7d9' }}>
          © {new Date().getFullYear()} Elevate Careers Private Limited. Made in Bengaluru.
        </Typography>
        <Stack direction="row" spacing={1}>
          {SOCIAL.map(({ label, href, Icon }) => (
            <IconButton
              key={href}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              sx={{ color: '#e6e8f2' }}
            >
              <Icon />
            </IconButton>
          ))}
        </Stack>
      </Box>
    </Container>
  </Box>
);
