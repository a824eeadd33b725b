import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PEOPLE_PAGE_SIZE, PEOPLE_SEARCH_MAX } from '@elevate/contracts/console/console-drill-people.schema';
import { EmptyState } from '@/components/empty-state';
import { PagedQueryList } from '@/components/paged-query-list';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDrillTeams } from '../api/get-drill-participants-teams';

/** The teams view: each team with its members (lead marked) and the phases it submitted in. */
export const DrillParticipantsTeams = ({ drillId }: { drillId: number }) => {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const query = useDrillTeams(drillId, {
    search: settled || undefined,
    limit: PEOPLE_PAGE_SIZE,
    offset: (page - 1) * PEOPLE_PAGE_SIZE,
  });
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          onClear={() => setSearch('')}
          label="Search teams"
          placeholder="Team name, member name or email"
          maxLength={PEOPLE_SEARCH_MAX}
          grow
        />
      </Box>
      <PagedQueryList
        query={query}
        loadingLabel="Loading teams"
        skeletons={3}
        skeletonHeight={96}
        empty={
          <EmptyState title={settled ? 'No team matches' : 'No teams yet'}>
            {settled ? 'Try another name.' : 'Teams appear here once participants form them.'}
          </EmptyState>
        }
        noun={['team', 'teams']}
        page={page}
        pageSize={PEOPLE_PAGE_SIZE}
        onPage={setPage}
        card={(team) => (
          <Paper key={team.teamId} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
                {team.name}
              </Typography>
              <Chip size="small" label={`${team.members.length} ${team.members.length === 1 ? 'member' : 'members'}`} />
              {team.locked ? <Chip size="small" variant="outlined" label="Locked" /> : null}
            </Stack>
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {team.members.map((m) => (
                <Typography component="li" variant="body2" key={m.participantId} sx={{ overflowWrap: 'anywhere' }}>
                  {m.name}
                  {m.isLead ? ' (lead)' : ''} · {m.email}
                </Typography>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {team.submittedPhases.length === 0
                ? 'Nothing submitted yet'
                : `Submitted: ${team.submittedPhases.map((p) => p.phase).join(', ')}`}
            </Typography>
          </Paper>
        )}
      />
    </Box>
  );
};
