import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LinkTabs } from '@/components/link-tabs';
import { LogoImage } from '@/components/logo-image';
import { usePageTitle } from '@/components/use-page-title';
import { useConsolePartner } from '@/features/console/api/get-console-partner';
import { consolePath, useConsoleCompany } from '@/features/console/hooks/use-console-company';
import { useSession } from '@/lib/session';

type Section =
  | 'overview'
  | 'company'
  | 'jobs'
  | 'new-job'
  | 'hackathons'
  | 'new-hackathon'
  | 'partners'
  | 'queue'
  | 'users'
  | 'payments'
  | 'moderation'
  | 'blogs'
  | 'saarthi'
  | 'content';

interface NavItem {
  key: Section;
  label: string;
  to: string;
}

/** Which console section a path belongs to (a job's edit and applicants pages are part of Jobs). */
export const consoleSectionOf = (pathname: string): Section | false => {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/console') return 'overview';
  if (path === '/console/company') return 'company';
  if (path === '/console/jobs/new') return 'new-job';
  if (path.startsWith('/console/jobs')) return 'jobs';
  if (path === '/console/hackathons/new') return 'new-hackathon';
  if (path.startsWith('/console/hackathons')) return 'hackathons';
  if (path.startsWith('/console/admin/partners')) return 'partners';
  if (path.startsWith('/console/admin/jobs')) return 'queue';
  if (path.startsWith('/console/admin/users')) return 'users';
  if (path.startsWith('/console/admin/payments')) return 'payments';
  if (path.startsWith('/console/admin/moderation')) return 'moderation';
  if (path.startsWith('/console/admin/blogs')) return 'blogs';
  if (path.startsWith('/console/admin/saarthi')) return 'saarthi';
  if (path.startsWith('/console/admin/content')) return 'content';
  return false;
};

const navItems = (partnerId: number | null, isAdmin: boolean): NavItem[] => [
  { key: 'overview', label: 'Overview', to: consolePath('/console', partnerId) },
  { key: 'company', label: 'Company page', to: consolePath('/console/company', partnerId) },
  { key: 'jobs', label: 'Jobs', to: consolePath('/console/jobs', partnerId) },
  { key: 'new-job', label: 'Post a job', to: consolePath('/console/jobs/new', partnerId) },
  { key: 'hackathons', label: 'Hackathons', to: consolePath('/console/hackathons', partnerId) },
  { key: 'new-hackathon', label: 'Host a hackathon', to: consolePath('/console/hackathons/new', partnerId) },
  ...(isAdmin
    ? [
        { key: 'partners' as const, label: 'Partners', to: '/console/admin/partners' },
        { key: 'queue' as const, label: 'Background jobs', to: '/console/admin/jobs' },
        { key: 'users' as const, label: 'Users', to: '/console/admin/users' },
        { key: 'payments' as const, label: 'Payments', to: '/console/admin/payments' },
        { key: 'moderation' as const, label: 'Moderation', to: '/console/admin/moderation' },
        { key: 'blogs' as const, label: 'Blogs', to: '/console/admin/blogs' },
        { key: 'saarthi' as const, label: 'Saarthi', to: '/console/admin/saarthi' },
        { key: 'content' as const, label: 'Site content', to: '/console/admin/content' },
      ]
    : []),
];

/** The company the console is working on: logo, name, its public page and (admins) a way to switch. */
const CompanyBar = ({ partnerId, isAdmin }: { partnerId: number | null; isAdmin: boolean }) => {
  const partner = useConsolePartner(partnerId);
  if (partnerId === null) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      aria-label="Company you are managing"
      component="section"
    >
      {partner.data ? (
        <>
          <LogoImage src={partner.data.partnerLogoPath} name={partner.data.partnerDisplayName} size={32} />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{partner.data.partnerDisplayName}</Typography>
          <Button
            size="small"
            href={`/company-page/${partner.data.customUrl}`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
          >
            View public page
          </Button>
        </>
      ) : partner.isError ? (
        <Typography color="text.secondary">This company could not be loaded.</Typography>
      ) : (
        <Skeleton variant="text" width={220} aria-label="Loading company" />
      )}
      {isAdmin ? (
        <Button size="small" component={RouterLink} to="/console">
          Change company
        </Button>
      ) : null}
    </Stack>
  );
};

/**
 * The employer console's frame: the company being managed, a heading, and the console's navigation (a side
 * list from 768 px, scrollable tabs on phones). Every console page renders inside it; `partnerId` is for
 * pages that know their company from what they show (a job's pages), others read `?partner=`.
 */
export const ConsoleLayout = ({
  title,
  partnerId,
  actions,
  children,
}: {
  title: string;
  partnerId?: number | null;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  usePageTitle(`${title} · Employer console`);
  const session = useSession();
  const { pathname } = useLocation();
  const company = useConsoleCompany(session?.session.role ?? 'user', partnerId);
  const items = navItems(company.partnerId, company.isAdmin);
  const active = consoleSectionOf(pathname);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label="Employer console"
          sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
        >
          <Typography variant="overline" color="text.secondary" sx={{ px: 2 }}>
            Employer console
          </Typography>
          <List dense>
            {items.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={active === item.key}
                  aria-current={active === item.key ? 'page' : undefined}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <LinkTabs
            label="Employer console"
            tabsLabel="Console sections"
            active={active}
            items={items}
            sx={{ display: { xs: 'block', md: 'none' }, mb: 2, mx: -2 }}
          />
          <CompanyBar partnerId={company.partnerId} isAdmin={company.isAdmin} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
          >
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
              {title}
            </Typography>
            {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
          </Stack>
          {children}
        </Box>
      </Box>
    </Container>
  );
};
