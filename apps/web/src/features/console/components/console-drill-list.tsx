import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ConsoleDrillSummary } from '@elevate/contracts/console/console-drill.schema';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { LogoImage } from '@/components/logo-image';
import { PagedList } from '@/components/paged-list';
import { useConsoleDrills } from '../api/get-console-drills';
import { consolePath } from '../hooks/use-console-company';

const PAGE_SIZE = 20;

/** A date as hosts in India read it: 12 Jan 2027. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Draft, or where a published hackathon is in its life by the browser's clock. */
const stateOf = (d: ConsoleDrillSummary, now: number): { label: string; color: 'default' | 'success' | 'info' } => {
  if (!d.isPublished) return { label: 'Draft', color: 'default' };
  if (Date.parse(d.endDt) < now) return { label: 'Published · ended', color: 'info' };
  return { label: 'Published', color: 'success' };
};

const DrillRow = ({ drill, now }: { drill: ConsoleDrillSummary; now: number }) => {
  const state = stateOf(drill, now);
  const base = `/console/hackathons/${drill.drillId}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <LogoImage src={drill.logoUrl} name={drill.name} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={base}
              sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
            >
              {drill.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
              <Chip size="small" label={state.label} color={state.color} />
              {drill.programType === 'open-innovation' ? (
                <Chip size="small" label="Open innovation" variant="outlined" />
              ) : null}
              {!drill.isPublished && !drill.overviewSectionComplete ? (
                <Chip size="small" label="Checklist incomplete" color="warning" variant="outlined" />
              ) : null}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {shortDate(drill.startDt)} – {shortDate(drill.endDt)} · registration closes{' '}
              {shortDate(drill.registrationEndDt)} · {drill.registrations}{' '}
              {drill.registrations === 1 ? 'registration' : 'registrations'}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button size="small" variant="outlined" component={RouterLink} to={base} aria-label={`Edit ${drill.name}`}>
            Edit
          </Button>
          <Button size="small" component={RouterLink} to={`${base}/preview`} aria-label={`Preview ${drill.name}`}>
            Preview
          </Button>
          {drill.isPublished ? (
            <Button
              size="small"
              href={`/drills/${drill.custUrl}`}
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
              aria-label={`Public page of ${drill.name}`}
            >
              Public page
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
};

/** The company's hackathons, drafts and published, the latest changed first. */
export const ConsoleDrillList = ({ partnerId }: { partnerId: number }) => {
  const [page, setPage] = useState(1);
  const query = useConsoleDrills(partnerId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const [now] = useState(() => Date.now());

  if (query.isError && !query.data)
    return <LoadFailedState what="your hackathons" onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading hackathons">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  const { data, totalRecordCount } = query.data;
  if (totalRecordCount === 0) {
    return (
      <EmptyState
        title="No hackathons yet"
        action={
          <Button variant="contained" component={RouterLink} to={consolePath('/console/hackathons/new', partnerId)}>
            Host a hackathon
          </Button>
        }
      >
        Create a draft, add its phases and publish it when the checklist is complete. Open innovation challenges start
        here too.
      </EmptyState>
    );
  }
  return (
    <PagedList
      total={totalRecordCount}
      noun={['hackathon', 'hackathons']}
      loadingNext={query.isPlaceholderData}
      page={page}
      pages={Math.ceil(totalRecordCount / PAGE_SIZE)}
      onPage={setPage}
    >
      {data.map((d) => (
        <DrillRow key={d.drillId} drill={d} now={now} />
      ))}
    </PagedList>
  );
};
