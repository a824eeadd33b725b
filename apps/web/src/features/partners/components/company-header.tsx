import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { hashtagLabel, websiteOf } from '../utils/company-page-rules';
import { CompanyFacts } from './company-facts';
import { SocialLinks } from './social-links';
import { heroBackground, primaryTint } from '@/components/mode-styles';

/** Banner, logo, name (the page's one h1), website, social links, hashtags and facts. */
export const CompanyHeader = ({ partner }: { partner: PartnerPage }) => {
  const website = websiteOf(partner.partnerSocialLinks);
  const tags = partner.hashtags.map(hashtagLabel).filter((t) => t.length > 1);
  return (
    <Box component="header">
      <Box
        sx={[
          {
            // Banners are wide (4:1); cut less than that and their edges, where text usually sits, are lost.
            aspectRatio: '4 / 1',
            minHeight: 96,
            maxHeight: 300,
            width: '100%',
            overflow: 'hidden',
          },
          heroBackground,
        ]}
      >
        {partner.bannerImageUrl ? (
          <Box
            component="img"
            src={partner.bannerImageUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Paper variant="outlined" sx={{ mt: { xs: -2, lg: -3 }, p: { xs: 2, sm: 3 }, position: 'relative' }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 3 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Avatar
              variant="rounded"
              src={partner.partnerLogoPath ?? undefined}
              alt={`${partner.partnerDisplayName} logo`}
              sx={{
                width: { xs: 72, lg: 96 },
                height: { xs: 72, lg: 96 },
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                color: 'primary.main',
                fontSize: '2rem',
                fontWeight: 700,
                flexShrink: 0,
              }}
            >
              {partner.partnerDisplayName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.6rem', sm: '2rem', lg: '2.3rem' }, overflowWrap: 'anywhere' }}
              >
                {partner.partnerDisplayName}
              </Typography>
              {partner.partnerIndustry ? (
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {partner.partnerIndustry}
                </Typography>
              ) : null}
            </Box>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { sm: 'flex-end' } }}
            >
              {website ? (
                <Button
                  variant="outlined"
                  href={website.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<LanguageIcon aria-hidden />}
                  endIcon={<OpenInNewIcon aria-hidden fontSize="small" />}
                  aria-label={`${website.host} (website, opens in a new tab)`}
                  sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {website.host}
                </Button>
              ) : null}
              <SocialLinks name={partner.partnerDisplayName} links={partner.partnerSocialLinks} />
            </Stack>
          </Stack>
          {tags.length > 0 ? (
            <Box
              component="ul"
              aria-label="Hashtags"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {tags.map((tag) => (
                <Box
                  component="li"
                  key={tag}
                  sx={[
                    {
                      px: 1.5,
                      py: 0.5,
                      borderRadius: 4,
                      color: 'primary.main',
                      fontSize: '0.875rem',
                      fontWeight: 600,
                      overflowWrap: 'anywhere',
                    },
                    primaryTint('#eeecff', 0.16),
                  ]}
                >
                  {tag}
                </Box>
              ))}
            </Box>
          ) : null}
          <CompanyFacts partner={partner} />
        </Paper>
      </Box>
    </Box>
  );
};
