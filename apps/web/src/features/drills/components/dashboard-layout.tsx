import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { drillStatus } from '@elevate/contracts/drills/drill-format';
import { LinkTabs } from '@/components/link-tabs';
import { LogoImage } from '@/components/logo-image';
import { dashboardPaths } from './dashboard-paths';
import { DrillDateTime } from './drill-date';
import { PhaseStatusChip } from './phase-status';

interface NavItem {
  key: string;
  label: string;
  to: string;
}

const navItems = (drill: DrillDetail, participantId: number): NavItem[] => {
  const paths = dashboardPaths(drill.drillId, participantId);
  return [
    { key: 'overview', label: 'Overview', to: paths.overview },
    ...drill.drillPhase.map((p) => ({ key: `phase-${p.phaseId}`, label: p.phase, to: paths.phase(p) })),
    { key: 'help', label: 'Help', to: paths.help },
    { key: 'my-info', label: 'My info', to: paths.myInfo },
  ];
};

/** Which tab a path belongs to; false for an address that is none of them. */
export const dashboardTabOf = (pathname: string, items: readonly NavItem[]): string | false => {
  const path = pathname.replace(/\/+$/, '');
  return items.find((item) => item.to === path)?.key ?? false;
};

/** Where the hackathon stands, in one line: when it starts, ends or ended, in the viewer's zone. */
const StatusLine = ({ drill, now }: { drill: DrillDetail; now: Date }) => {
  const status = drillStatus(drill, now);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <PhaseStatusChip status={status} />
      <Typography variant="body2" color="text.secondary">
        {status === 'upcoming' ? 'Starts ' : status === 'live' ? 'Ends ' : 'Ended '}
        <DrillDateTime value={status === 'upcoming' ? drill.drillStartDt : drill.drillEndDt} />
      </Typography>
    </Stack>
  );
};

/**
 * The participant dashboard's frame: the hackathon (logo, name, host, status) and the dashboard's navigation —
 * Overview, each phase's page, Help and My info — as tabs that scroll sideways on a phone. Every sub-page
 * renders inside it.
 */
export const DashboardLayout = ({
  drill,
  participantId,
  now,
  children,
}: {
  drill: DrillDetail;
  participantId: number;
  now: Date;
  children: ReactNode;
}) => {
  const { pathname } = useLocation();
  const items = navItems(drill, participantId);
  const active = dashboardTabOf(pathname, items);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        component="header"
        sx={{ display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
      >
        <LogoImage src={drill.drillLogoUrl} name={drill.drillName} size={56} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            Participant dashboard
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {drill.drillName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            by {drill.drillPartnerName}
          </Typography>
          <StatusLine drill={drill} now={now} />
        </Box>
        <Button
          component={RouterLink}
          to={`/drills/${drill.drillCustUrl}`}
          size="small"
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          Hackathon page
        </Button>
      </Box>
      <LinkTabs
        label="Participant dashboard"
        tabsLabel="Dashboard pages"
        active={active}
        items={items}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 }, mx: { xs: -2, sm: 0 } }}
        tabSx={{ textTransform: 'none', fontWeight: 600 }}
      />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Container>
  );
};

/** The frame's shape while the hackathon loads. */
export const DashboardLayoutSkeleton = () => (
  <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }} role="status" aria-label="Loading your dashboard">
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Skeleton variant="rounded" width={56} height={56} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="20%" />
        <Skeleton variant="text" width="55%" height={40} />
        <Skeleton variant="text" width="30%" />
      </Box>
    </Stack>
    <Skeleton variant="rounded" height={44} sx={{ mb: 3 }} />
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={260} />
    </Box>
  </Container>
);
