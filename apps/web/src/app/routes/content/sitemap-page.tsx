import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_PAGE_GROUPS } from '@elevate/contracts/content/public-pages';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';

const groupId = (group: string) => `sitemap-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export const SitemapPage = () => {
  usePageTitle('Sitemap');

  return (
    <>
      <PageHero eyebrow="Sitemap" title="All pages on Elevate">
        Every public page in one place, grouped by who it is for.
      </PageHero>
      <Section>
        <Grid container spacing={4}>
          {PUBLIC_PAGE_GROUPS.map((group) => (
            <Grid key={group.group} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Box component="nav" aria-labelledby={groupId(group.group)}>
                <Typography variant="h4" component="h2" id={groupId(group.group)} gutterBottom>
                  {group.group}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {group.pages.map((page) => (
                    <li key={page.path}>
                      <Link
                        component={RouterLink}
                        to={page.path}
                        underline="hover"
                        sx={{ display: 'inline-block', py: 0.75 }}
                      >
                        {page.title}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
};

export default SitemapPage;
