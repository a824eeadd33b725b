import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CurrencyRupeeOutlinedIcon from '@mui/icons-material/CurrencyRupeeOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { formatTeamSize } from '@elevate/contracts/common/format';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import {
  applicantLine,
  drillLocationLine,
  drillStatus,
  formatFee,
  formatPrizeValue,
} from '@elevate/contracts/drills/drill-format';
import { DRILL_STATUS_LABELS, type DrillStatus } from '@elevate/contracts/drills/drill-search.constants';
import { heroBackground } from '@/components/mode-styles';
import { LogoImage } from '@/components/logo-image';
import { RegistrationLine } from './drill-card';
import { DrillCountdown } from './drill-countdown';
import { DrillDateTime, useTickingNow } from './drill-date';

/** Where a listing of this program type lives, for the way back. */
export const listingOf = (drill: Pick<DrillDetail, 'programType'>) =>
  drill.programType === 'open-innovation'
    ? { path: '/open-innovation', label: 'All open innovation challenges' }
    : { path: '/drills', label: 'All hackathons' };

const statusColours: Record<DrillStatus, { bgcolor: string; color: string }> = {
  live: { bgcolor: 'success.main', color: 'success.contrastText' },
  upcoming: { bgcolor: 'info.dark', color: 'info.contrastText' },
  ended: { bgcolor: 'action.selected', color: 'text.primary' },
};

const StatusLabel = ({ status }: { status: DrillStatus }) => (
  <Box
    component="span"
    sx={{
      ...statusColours[status],
      px: 1.25,
      py: 0.25,
      borderRadius: 4,
      fontSize: '0.8125rem',
      fontWeight: 700,
      whiteSpace: 'nowrap',
    }}
  >
    {DRILL_STATUS_LABELS[status]}
  </Box>
);

/** One fact of the hero: `dl > div > dt + dd`, the one wrapper a description list allows (the icon sits in the dt). */
const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography
      component="dt"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}
    >
      <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, pl: 4, fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * A cancelled hackathon says so above everything else, with the host's reason and what happens to the money.
 * Read defensively: answers cached from before the cancelled fields existed leave them out.
 */
const CancelledBanner = ({ drill }: { drill: Partial<Pick<DrillDetail, 'cancelledAt' | 'cancellationReason'>> }) =>
  drill.cancelledAt ? (
    <Alert severity="error" variant="filled" sx={{ mt: 2 }} role="status">
      <AlertTitle sx={{ fontWeight: 700 }}>This hackathon was cancelled</AlertTitle>
      {drill.cancellationReason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Reason from the host: {drill.cancellationReason}
        </Typography>
      ) : null}
      <Typography variant="body2">Paid registrations are refunded automatically.</Typography>
    </Alert>
  ) : null;

/** The cards' clock moves on every half minute; the countdown ticks every second on its own. */
const STATUS_CLOCK_MS = 30_000;

/**
 * The top of a hackathon's page: banner, logo, name, the host (linking to its company page), where it stands
 * (Live, upcoming or ended, and the registration line), the countdown to the next deadline, the facts a
 * participant decides by (mode and place, dates, team size, prize pool, registrations, fee), and the actions.
 * `receivedAt` is when the answer arrived (the query's dataUpdatedAt), for the server's clock.
 */
export const DrillHero = ({
  drill,
  receivedAt,
  primaryAction,
  actions,
}: {
  drill: DrillDetail;
  receivedAt: number;
  /** The participation button; the page leaves it out on a phone, where a bar at the bottom carries it. */
  primaryAction?: ReactNode;
  /** Share and save. */
  actions: ReactNode;
}) => {
  const serverNow = Date.parse(drill.serverNow);
  const now = useTickingNow(serverNow, receivedAt, STATUS_CLOCK_MS);
  const back = listingOf(drill);
  const registered = applicantLine(drill);
  return (
    <Box component="header" sx={[{ pb: { xs: 3, md: 5 } }, heroBackground]}>
      {/* Banners are cropped to 4:1 when uploaded: a phone shows the whole of one, as the company page does, with the
          logo below it rather than over its lower edge (where a banner often has its own lettering). */}
      <Box
        sx={{
          aspectRatio: '4 / 1',
          minHeight: 96,
          maxHeight: 300,
          width: '100%',
          bgcolor: 'primary.dark',
          backgroundImage: drill.drillBannerUrl
            ? `url("${encodeURI(drill.drillBannerUrl)}")`
            : 'linear-gradient(120deg, rgba(25,118,210,0.9), rgba(156,39,176,0.75))',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Container maxWidth="lg">
        <Box sx={{ mt: { xs: 1.5, md: -7 }, display: 'flex', alignItems: 'flex-end', gap: 2 }}>
          <Box
            sx={{
              p: 0.5,
              borderRadius: 2,
              bgcolor: 'background.paper',
              boxShadow: 2,
              display: 'flex',
            }}
          >
            <LogoImage src={drill.drillLogoUrl} name={drill.drillName} size={88} />
          </Box>
          <Button
            component={RouterLink}
            to={back.path}
            startIcon={<ArrowBackIcon />}
            size="small"
            sx={{ mb: 0.5, ml: 'auto' }}
          >
            {back.label}
          </Button>
        </Box>

        <CancelledBanner drill={drill} />

        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: { xs: 2.5, lg: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}>
              {drill.drillName}
            </Typography>
            <Typography sx={{ mt: 0.75 }} color="text.secondary">
              Hosted by{' '}
              {drill.partnerCustomUrl ? (
                <Link
                  component={RouterLink}
                  to={`/company-page/${encodeURIComponent(drill.partnerCustomUrl)}`}
                  sx={{ fontWeight: 600 }}
                >
                  {drill.drillPartnerName}
                </Link>
              ) : (
                <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {drill.drillPartnerName}
                </Box>
              )}
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              sx={{ mt: 1.5, gap: 1.25, alignItems: 'center', flexWrap: 'wrap' }}
              aria-label="Status"
              role="group"
            >
              {drill.cancelledAt ? (
                <Box
                  component="span"
                  sx={{
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    px: 1.25,
                    py: 0.25,
                    borderRadius: 4,
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                  }}
                >
                  Cancelled
                </Box>
              ) : (
                <>
                  <StatusLabel status={drillStatus(drill, now)} />
                  <Typography variant="body2">
                    <RegistrationLine drill={drill} now={now} />
                  </Typography>
                </>
              )}
            </Stack>

            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 3,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <Fact icon={<PlaceOutlinedIcon fontSize="small" />} label="Mode">
                {drillLocationLine(drill)}
              </Fact>
              <Fact icon={<CalendarMonthOutlinedIcon fontSize="small" />} label="Dates">
                <DrillDateTime value={drill.drillStartDt} withTime={false} /> to{' '}
                <DrillDateTime value={drill.drillEndDt} withTime={false} />
              </Fact>
              <Fact icon={<GroupsOutlinedIcon fontSize="small" />} label="Team size">
                {formatTeamSize(drill.drillTeamSize)}
              </Fact>
              <Fact icon={<EmojiEventsOutlinedIcon fontSize="small" />} label="Prize pool">
                {formatPrizeValue(drill.totalPrizeValue)}
              </Fact>
              {registered ? (
                <Fact icon={<HowToRegOutlinedIcon fontSize="small" />} label="Registrations">
                  {registered}
                </Fact>
              ) : null}
              {drill.registrationFee > 0 ? (
                <Fact icon={<CurrencyRupeeOutlinedIcon fontSize="small" />} label="Registration fee">
                  {formatFee(drill.registrationFee)} (GST included)
                </Fact>
              ) : null}
            </Box>
          </Box>

          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {drill.cancelledAt ? null : <DrillCountdown drill={drill} serverNow={serverNow} receivedAt={receivedAt} />}
            {primaryAction}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
};
