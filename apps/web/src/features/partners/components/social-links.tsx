import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { PartnerSocialLinks } from '@elevate/contracts/partners/partner.schema';
import { socialLinksOf, type SocialKey } from '../utils/company-page-rules';

const ICONS: Record<SocialKey, ReactElement> = {
  linkedurl: <LinkedInIcon />,
  twitterurl: <XIcon />,
  instagramurl: <InstagramIcon />,
  facebookurl: <FacebookIcon />,
  githuburl: <GitHubIcon />,
};

/** The company's social profiles as labelled icon links; nothing when it has none. */
export const SocialLinks = ({ name, links }: { name: string; links: PartnerSocialLinks }) => {
  const items = socialLinksOf(links);
  if (items.length === 0) return null;
  return (
    <Stack component="ul" direction="row" aria-label="Social links" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
      {items.map((s) => (
        <li key={s.key}>
          <IconButton
            component="a"
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${s.label} (opens in a new tab)`}
            sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
          >
            {ICONS[s.key]}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
};
