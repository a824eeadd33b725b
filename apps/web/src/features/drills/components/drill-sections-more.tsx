import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { DrillDetail, DrillSocialLink } from '@elevate/contracts/drills/drill-content.schema';
import { formatPrizeValue } from '@elevate/contracts/drills/drill-format';
import { FaqList } from '@/components/faq-list';
import { DrillDateTime } from './drill-date';

/** Schedule: each item's title, when it starts and ends in the viewer's zone, and what happens. */
export const DrillSchedule = ({ items }: { items: DrillDetail['schedule'] }) => (
  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {items.map((item, i) => (
      <Box
        component="li"
        key={`${item.start}-${i}`}
        sx={{ py: 1.5, borderBottom: i < items.length - 1 ? 1 : 0, borderColor: 'divider' }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          <DrillDateTime value={item.start} /> to <DrillDateTime value={item.end} />
        </Typography>
        {item.desc ? <Typography sx={{ mt: 0.75 }}>{item.desc}</Typography> : null}
      </Box>
    ))}
  </Box>
);

/** Prizes: the pool, then each prize with its value (or what it is, for a prize in kind). */
export const DrillPrizes = ({ drill }: { drill: Pick<DrillDetail, 'totalPrizeValue' | 'prizes'> }) => (
  <>
    <Typography sx={{ mb: 2 }}>
      Prize pool{' '}
      <Box component="strong" sx={{ fontSize: '1.15rem' }}>
        {formatPrizeValue(drill.totalPrizeValue)}
      </Box>
    </Typography>
    {drill.prizes.length > 0 ? (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {drill.prizes.map((p, i) => (
          <Box
            component="li"
            key={`${p.title}-${i}`}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'flex', gap: 1.5 }}
          >
            <EmojiEventsOutlinedIcon aria-hidden sx={{ color: 'warning.main', mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                {p.title}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
                {p.value > 0 ? formatPrizeValue(p.value) : 'Reward in kind'}
              </Typography>
              {p.description ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {p.description}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    ) : null}
  </>
);

/** FAQs as the site's shared accordion. */
export const DrillFaqs = ({ faqs }: { faqs: DrillDetail['faqs'] }) => (
  <FaqList items={faqs.map((f) => ({ q: f.question, a: f.answer }))} idPrefix="drill-faq" />
);

const SOCIAL: Record<string, { label: string; icon: ReactElement }> = {
  linkedin: { label: 'LinkedIn', icon: <LinkedInIcon /> },
  x: { label: 'X', icon: <XIcon /> },
  twitter: { label: 'X', icon: <XIcon /> },
  instagram: { label: 'Instagram', icon: <InstagramIcon /> },
  youtube: { label: 'YouTube', icon: <YouTubeIcon /> },
  facebook: { label: 'Facebook', icon: <FacebookIcon /> },
  github: { label: 'GitHub', icon: <GitHubIcon /> },
  telegram: { label: 'Telegram', icon: <TelegramIcon /> },
  website: { label: 'Website', icon: <LanguageIcon /> },
};
const socialOf = (link: DrillSocialLink) => {
  const known = SOCIAL[link.kind.toLowerCase()];
  if (known) return known;
  const name = link.kind.trim();
  return { label: name.charAt(0).toUpperCase() + name.slice(1), icon: <LinkIcon /> };
};

/** The hackathon's own pages and communities, as labelled icon links that open in a new tab. */
export const DrillSocialLinks = ({ name, links }: { name: string; links: DrillSocialLink[] }) => (
  <Stack component="ul" direction="row" useFlexGap sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}>
    {links.map((link) => {
      const s = socialOf(link);
      return (
        <li key={link.url}>
          <IconButton
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${s.label} (opens in a new tab)`}
            sx={{ border: 1, borderColor: 'divider', color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
          >
            {s.icon}
          </IconButton>
        </li>
      );
    })}
  </Stack>
);
