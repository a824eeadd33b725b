import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  PEOPLE_PAGE_SIZE,
  PEOPLE_SEARCH_MAX,
  type HostedParticipant,
  type ParticipantsFilter,
  type PhaseSubmissionState,
} from '@elevate/contracts/console/console-drill-people.schema';
import { EmptyState } from '@/components/empty-state';
import { PagedQueryList } from '@/components/paged-query-list';
import { SearchDownloadBar } from '@/components/search-download-bar';
import { useListSearch } from '@/components/use-list-search';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadParticipantsCsv } from '../api/download-participants-csv';
import { useDrillParticipants } from '../api/get-drill-participants';
import { useDrillPhases } from '../api/get-drill-phases';
import { DrillParticipantsTeams } from './drill-participants-teams';

const STATE_LABEL: Record<PhaseSubmissionState, string> = { submitted: 'Submitted', draft: 'Draft', none: 'None' };
const STATE_COLOR = { submitted: 'success', draft: 'default', none: 'default' } as const;

const registeredOn = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

const teamLine = (p: HostedParticipant) =>
  p.team ? `${p.team.name} (${p.team.role === 'lead' ? 'lead' : 'member'})` : 'Individual';

const PhaseChips = ({ p }: { p: HostedParticipant }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {p.phases.map((s) => (
      <Chip
        key={s.phaseId}
        size="small"
        variant={s.state === 'none' ? 'outlined' : 'filled'}
        color={STATE_COLOR[s.state]}
        label={`${s.phase}: ${STATE_LABEL[s.state]}`}
        sx={{ maxWidth: '100%', height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    ))}
  </Stack>
);

const Answers = ({ p }: { p: HostedParticipant }) =>
  p.answers.length === 0 ? null : (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, max-content) minmax(120px, 1fr)',
        columnGap: 1.5,
        rowGap: 0.25,
      }}
    >
      {p.answers.map((a) => (
        <Box key={a.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {a.label}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {a.value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );

const ParticipantCard = ({ p }: { p: HostedParticipant }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
        {p.name}
      </Typography>
      {p.status === 'withdrawn' ? <Chip size="small" label="Withdrawn" /> : null}
    </Stack>
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {p.email}
    </Typography>
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {teamLine(p)} · registered {registeredOn(p.registeredAt)}
    </Typography>
    <Box sx={{ mt: 1 }}>
      <PhaseChips p={p} />
    </Box>
    <Box sx={{ mt: 1 }}>
      <Answers p={p} />
    </Box>
  </Paper>
);

const ParticipantsTable = ({ rows }: { rows: HostedParticipant[] }) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Participants" sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Name and email</TableCell>
          <TableCell>Registered</TableCell>
          <TableCell>Team</TableCell>
          <TableCell>Submissions</TableCell>
          <TableCell>Registration answers</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.participantId}>
            <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {p.name}
                {p.status === 'withdrawn' ? ' (withdrawn)' : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {p.email}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{registeredOn(p.registeredAt)}</TableCell>
            <TableCell>{teamLine(p)}</TableCell>
            <TableCell sx={{ minWidth: 160, maxWidth: 240 }}>
              <PhaseChips p={p} />
            </TableCell>
            <TableCell sx={{ minWidth: 280 }}>
              <Answers p={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

type Choice<T extends string> = T | 'any';
const pick = <T extends string>(v: Choice<T>): T | undefined => (v === 'any' ? undefined : v);

/** The participants list: search, filters, a table on wide screens and cards on phones, paging and CSV. */
const ParticipantsList = ({ drillId }: { drillId: number }) => {
  const [kind, setKind] = useState<Choice<'team' | 'individual'>>('any');
  const [phaseId, setPhaseId] = useState<string>('any');
  const [submitted, setSubmitted] = useState<Choice<'yes' | 'no'>>('any');
  const [status, setStatus] = useState<Choice<'registered' | 'withdrawn'>>('registered');
  const { search, setSearch, settled, page, setPage, change } = useListSearch();
  const phases = useDrillPhases(drillId);
  const filter: ParticipantsFilter = {
    search: settled || undefined,
    kind: pick(kind),
    phaseId: phaseId === 'any' ? undefined : Number(phaseId),
    submitted: pick(submitted),
    status: pick(status),
  };
  const query = useDrillParticipants(drillId, {
    ...filter,
    limit: PEOPLE_PAGE_SIZE,
    offset: (page - 1) * PEOPLE_PAGE_SIZE,
  });
  const download = useDownloadParticipantsCsv();
  const exportCsv = async () => {
    try {
      toast.success(`Downloaded ${await download.mutateAsync({ drillId, filter })}`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const total = query.data?.totalRecordCount ?? 0;
  const filtered = Boolean(filter.search || filter.kind || filter.phaseId || filter.submitted);

  const select = (label: string, value: string, onChange: (v: string) => void, options: Array<[string, string]>) => (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <SearchDownloadBar
        search={search}
        onSearch={setSearch}
        label="Search participants"
        placeholder="Name, email or team"
        maxLength={PEOPLE_SEARCH_MAX}
        downloadLabel="Export CSV"
        downloading={download.isPending}
        canDownload={total > 0}
        onDownload={() => void exportCsv()}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {select('Team or individual', kind, (v) => change(setKind)(v as typeof kind), [
            ['any', 'Everyone'],
            ['team', 'In a team'],
            ['individual', 'Individuals'],
          ])}
          {select('Phase', phaseId, change(setPhaseId), [
            ['any', 'Any phase'],
            ...(phases.data?.phases ?? []).map((p): [string, string] => [String(p.phaseId), p.name]),
          ])}
          {select('Submitted', submitted, (v) => change(setSubmitted)(v as typeof submitted), [
            ['any', 'Either'],
            ['yes', 'Submitted'],
            ['no', 'Not submitted'],
          ])}
          {select('Status', status, (v) => change(setStatus)(v as typeof status), [
            ['registered', 'Registered'],
            ['withdrawn', 'Withdrawn'],
            ['any', 'All'],
          ])}
        </Box>
      </SearchDownloadBar>

      <PagedQueryList
        query={query}
        loadingLabel="Loading participants"
        skeletons={4}
        skeletonHeight={88}
        empty={
          <EmptyState title={filtered ? 'Nobody matches these filters' : 'No participants yet'}>
            {filtered
              ? 'Try another search or clear a filter.'
              : 'Participants appear here as soon as they register for the hackathon.'}
          </EmptyState>
        }
        noun={['participant', 'participants']}
        page={page}
        pageSize={PEOPLE_PAGE_SIZE}
        onPage={setPage}
        table={(rows) => <ParticipantsTable rows={rows} />}
        card={(p) => <ParticipantCard key={p.participantId} p={p} />}
      />
    </Box>
  );
};

/** The Participants tab: people (filters, CSV) or teams. */
export const DrillParticipants = ({ drillId }: { drillId: number }) => {
  const [view, setView] = useState<'people' | 'teams'>('people');
  return (
    <Box>
      <ToggleButtonGroup
        value={view}
        exclusive
        size="small"
        onChange={(_e, v: 'people' | 'teams' | null) => v && setView(v)}
        aria-label="Show participants or teams"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="people" sx={{ px: 2 }}>
          Participants
        </ToggleButton>
        <ToggleButton value="teams" sx={{ px: 2 }}>
          Teams
        </ToggleButton>
      </ToggleButtonGroup>
      {view === 'people' ? <ParticipantsList drillId={drillId} /> : <DrillParticipantsTeams drillId={drillId} />}
    </Box>
  );
};
