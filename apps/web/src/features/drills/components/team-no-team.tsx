import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { INVITE_CODE_LENGTH, TEAM_NAME_MAX } from '@elevate/contracts/drills/team.constants';
import type { TeamCard } from '@elevate/contracts/drills/team.schema';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTeamSearch } from '../api/team-search';
import { InviteOffer, inviteCodeOf } from './participation-invite';
import { TeamCreateForm } from './team-create-form';
import { MyInvitationList } from './team-invitation-list';
import { TeamJoinRequestDialog } from './team-join-request-dialog';
import { TeamSummaryCard } from './team-summary-card';

const Part = ({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id}>
    <Typography id={id} variant="h4" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
      {title}
    </Typography>
    {lead ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {lead}
      </Typography>
    ) : null}
    {children}
  </Box>
);

/** Join with a code a teammate shared: the code finds its team, which is shown before joining. */
const JoinByCode = ({ drill, participantId }: { drill: DrillDetail; participantId: number }) => {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const valid = inviteCodeOf(typed);
    setProblem(
      valid ? null : typed.trim() ? 'An invite code has only letters and digits.' : 'Please enter the invite code',
    );
    setCode(valid);
  };
  return (
    <Stack spacing={1.5}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Join with an invite code"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Invite code"
          value={typed}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
          error={Boolean(problem)}
          helperText={problem ?? 'The code your team lead shared'}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { maxLength: INVITE_CODE_LENGTH * 2, autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          Find team
        </Button>
      </Box>
      {code ? (
        <InviteOffer
          key={code}
          drill={drill}
          participantId={participantId}
          team={null}
          code={code}
          source="code"
          onDismiss={() => setCode(null)}
        />
      ) : null}
    </Stack>
  );
};

/** Teams taking members, by the first letters of their name; each can be asked to let the caller in. */
const TeamSearch = ({ drill, participantId }: { drill: DrillDetail; participantId: number }) => {
  const [letters, setLetters] = useState('');
  const settled = useDebouncedValue(letters.trim(), 300);
  const teams = useTeamSearch(drill.drillId, settled);
  const [asking, setAsking] = useState<TeamCard | null>(null);

  let results;
  if (teams.isPending)
    results = (
      <Stack spacing={1} role="status" aria-label="Loading teams">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    );
  else if (teams.isError)
    results = (
      <RetryAlert onRetry={() => void teams.refetch()} retrying={teams.isFetching}>
        We could not load the teams. {errorMessage(teams.error)}
      </RetryAlert>
    );
  else if (teams.data.data.length === 0)
    results = (
      <EmptyState title={settled ? `No team starts with “${settled}”` : 'No team is looking for members yet'}>
        Create your own team above, or come back later.
      </EmptyState>
    );
  else
    results = (
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, opacity: teams.isPlaceholderData ? 0.6 : 1 }}>
        {teams.data.data.map((team) => (
          <TeamSummaryCard
            key={team.teamId}
            team={team}
            actions={
              <Button
                size="small"
                variant="outlined"
                onClick={() => setAsking(team)}
                disabled={team.memberCount >= team.teamSize.max || team.locked}
                aria-label={`Ask to join ${team.teamName}`}
              >
                Ask to join
              </Button>
            }
          />
        ))}
      </Stack>
    );

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Search teams by name"
        value={letters}
        onChange={(e) => setLetters(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: TEAM_NAME_MAX, type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {results}
      {teams.data && teams.data.totalRecordCount > teams.data.data.length ? (
        <Typography variant="body2" color="text.secondary">
          Showing {teams.data.data.length} of {teams.data.totalRecordCount} teams: type more of a name to narrow them.
        </Typography>
      ) : null}
      {asking ? (
        <TeamJoinRequestDialog
          drillId={drill.drillId}
          participantId={participantId}
          team={asking}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
};

/**
 * A participant without a team: invitations waiting for them, then the ways to get one — create a team, join
 * with a code, or ask a team looking for members. When teams are locked only the reason shows.
 */
export const NoTeam = ({
  drill,
  participation,
  lockedReason,
}: {
  drill: DrillDetail;
  participation: Participation & { participantId: number };
  lockedReason: string | null;
}) => {
  const pid = participation.participantId;
  if (lockedReason)
    return (
      <Stack spacing={2}>
        <Alert severity="info">{lockedReason}</Alert>
        <EmptyState title="You are not in a team">Teams can no longer change in this hackathon.</EmptyState>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <MyInvitationList drillId={drill.drillId} participantId={pid} />
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Part
          id="team-create-title"
          title="Create a team"
          lead={`You lead it and invite up to ${drill.drillTeamSize.max - 1} teammates (at least ${drill.drillTeamSize.min} members in all).`}
        >
          <TeamCreateForm drillId={drill.drillId} participantId={pid} />
        </Part>
        <Part id="team-code-title" title="Join with an invite code">
          <JoinByCode drill={drill} participantId={pid} />
        </Part>
        <Part id="team-search-title" title="Teams looking for members" lead="Ask to join: the lead answers in the app.">
          <TeamSearch drill={drill} participantId={pid} />
        </Part>
      </Stack>
    </Stack>
  );
};
