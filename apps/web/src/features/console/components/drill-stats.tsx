import type { ReactNode } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DrillStats as Stats } from '@elevate/contracts/console/console-drill-stats.schema';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { visuallyHidden } from '@/components/visually-hidden';
import { errorMessage } from '@/lib/api-client';
import { useDrillStats } from '../api/get-drill-stats';

/** '2026-03-04' as '4 Mar'. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Tiles = ({ totals }: { totals: Stats['totals'] }) => {
  const tiles: Array<[string, number]> = [
    ['Registered', totals.registered],
    ['Teams', totals.teams],
    ['Individuals', totals.individuals],
    ['Looking for a team', totals.lookingForTeam],
    ['Withdrawn', totals.withdrawn],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}
    >
      {tiles.map(([label, n]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, fontSize: '1.6rem' }}>
            {n.toLocaleString('en-IN')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};

/** The registrations chart, and the same numbers as a table for screen readers. */
const RegistrationsChart = ({ days }: { days: Stats['registrationsPerDay'] }) => {
  if (days.length === 0)
    return <Typography color="text.secondary">No registrations yet: the chart starts with the first one.</Typography>;
  return (
    <>
      {/* The table below says the same to screen readers; the chart is for the eye only. */}
      <Box aria-hidden inert sx={{ width: '100%', height: 280 }}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: days.map((d) => dayLabel(d.date)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data: days.map((d) => d.count), label: 'Registrations' }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>Registrations per day (India time)</caption>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Registrations</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((d) => (
            <TableRow key={d.date}>
              <TableCell>{dayLabel(d.date)}</TableCell>
              <TableCell>{d.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

const Funnel = ({ funnel }: { funnel: Stats['funnel'] }) => {
  const steps: Array<[string, number]> = [
    ['Registered', funnel.registered],
    ['In a team or solo', funnel.inTeamOrSolo],
    ['First submission', funnel.firstSubmission],
    ['Final-phase submission', funnel.finalSubmission],
  ];
  const top = Math.max(1, funnel.registered);
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {steps.map(([label, n]) => {
        const pct = Math.round((n / top) * 100);
        return (
          <Box component="li" key={label} sx={{ listStyle: 'none' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{label}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {n.toLocaleString('en-IN')} ({pct}%)
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={pct} aria-hidden sx={{ height: 8, borderRadius: 1 }} />
          </Box>
        );
      })}
    </Stack>
  );
};

const PerPhase = ({ phases }: { phases: Stats['submissionsPerPhase'] }) =>
  phases.length === 0 ? (
    <Typography color="text.secondary">This hackathon has no phases yet.</Typography>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Submissions per phase">
        <TableHead>
          <TableRow>
            <TableCell>Phase</TableCell>
            <TableCell align="right">Submitted</TableCell>
            <TableCell align="right">Drafts</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {phases.map((p) => (
            <TableRow key={p.phaseId}>
              <TableCell>{p.phase}</TableCell>
              <TableCell align="right">{p.submitted}</TableCell>
              <TableCell align="right">{p.draft}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );

/** The Stats tab: number tiles, registrations per day, the funnel and submissions per phase. */
export const DrillStats = ({ drillId }: { drillId: number }) => {
  const query = useDrillStats(drillId);
  if (query.isPending)
    return (
      <Stack spacing={2} role="status" aria-label="Loading stats">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  if (query.isError && !query.data)
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  const s = query.data;
  if (s.totals.registered + s.totals.withdrawn === 0)
    return (
      <EmptyState title="No registrations yet">
        Once participants register, this page shows registrations per day, teams and submissions.
      </EmptyState>
    );
  return (
    <Stack spacing={2.5}>
      <Tiles totals={s.totals} />
      <Section id="stats-registrations" title="Registrations per day">
        <RegistrationsChart days={s.registrationsPerDay} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section id="stats-funnel" title="From registration to final submission">
          <Funnel funnel={s.funnel} />
        </Section>
        <Section id="stats-phases" title="Submissions per phase">
          <PerPhase phases={s.submissionsPerPhase} />
        </Section>
      </Box>
    </Stack>
  );
};
