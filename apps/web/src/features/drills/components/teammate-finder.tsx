import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import {
  FINDER_SKILL_MAX,
  ROLE_MAX,
  TEAM_SEARCH_DEFAULT_LIMIT,
  TEAM_SEARCH_MAX_LIMIT,
} from '@elevate/contracts/drills/team.constants';
import { ParticipationMessages, TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { FinderParticipant, FinderSearch, TeamCard } from '@elevate/contracts/drills/team.schema';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUpdateParticipation } from '../api/participation-update';
import { useTeam } from '../api/team-detail';
import { useSendInvitation } from '../api/team-send-invitation';
import { useTeammateSearch } from '../api/teammate-search';
import { PitchField } from './registration-dialog';
import { TeamJoinRequestDialog } from './team-join-request-dialog';
import { TeamRoleNoteDialog } from './team-role-note-dialog';
import { TeamSummaryCard } from './team-summary-card';

type Kind = FinderSearch['kind'];
type Registration = Participation & { participantId: number };

/** The participant's own entry in the finder: whether they are looking for a team, and what they want to build. */
const MyFinderEntry = ({ drillId, participation }: { drillId: number; participation: Registration }) => {
  const [looking, setLooking] = useState(participation.lookingForTeam);
  const [pitch, setPitch] = useState(participation.pitch);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateParticipation(drillId, participation.participantId);
  const changed = looking !== participation.lookingForTeam || pitch.trim() !== participation.pitch;
  const submit = () => {
    setProblem(null);
    save.mutate(
      { lookingForTeam: looking, pitch: pitch.trim() },
      {
        onSuccess: ({ message }) => toast.success(message ?? ParticipationMessages.saved),
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="finder-me-title" sx={{ p: 2 }}>
      <Typography id="finder-me-title" variant="h4" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        You in the finder
      </Typography>
      <FormControlLabel
        control={<Switch checked={looking} onChange={(e) => setLooking(e.target.checked)} disabled={save.isPending} />}
        label="I am looking for a team"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Team leads find you by the skills on your profile and can invite you.
      </Typography>
      {looking ? <PitchField value={pitch} onChange={setPitch} error={problem} disabled={save.isPending} /> : null}
      {problem && !looking ? <Alert severity="error">{problem}</Alert> : null}
      <PendingButton variant="outlined" sx={{ mt: 1.5 }} pending={save.isPending} disabled={!changed} onClick={submit}>
        Save
      </PendingButton>
    </Paper>
  );
};

/** The lead invites a participant from the finder, optionally for one of the team's roles, with a note. */
const InviteDialog = ({
  drillId,
  participantId,
  teamId,
  person,
  onClose,
}: {
  drillId: number;
  participantId: number;
  teamId: number;
  person: FinderParticipant;
  onClose: () => void;
}) => {
  const team = useTeam(drillId, teamId);
  const send = useSendInvitation(drillId, participantId, teamId);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (role: string, note: string) => {
    setProblem(null);
    send.mutate(
      { invitedParticipantId: person.participantId, note, ...(role ? { role } : {}) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? TeamMessages.invitationSent(person.name));
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
  return (
    <TeamRoleNoteDialog
      title={`Invite ${person.name}`}
      roles={team.data?.rolesNeeded ?? []}
      noteLabel="A short note (optional)"
      noteHint="Shown with the invitation in the app"
      sendLabel="Send invitation"
      pending={send.isPending}
      problem={problem}
      onSend={submit}
      onClose={onClose}
    />
  );
};

const PersonCard = ({ person, action }: { person: FinderParticipant; action: React.ReactNode }) => (
  <Paper
    variant="outlined"
    component="li"
    aria-label={person.name}
    sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
  >
    <Avatar src={person.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
      {person.name.slice(0, 1).toUpperCase()}
    </Avatar>
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{person.name}</Typography>
      {person.skills.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }} aria-label="Skills">
          {person.skills.map((s) => (
            <Chip key={s} label={s} size="small" />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No skills on the profile yet
        </Typography>
      )}
      {person.pitch ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {person.pitch}
        </Typography>
      ) : null}
    </Box>
    {action ? <Box sx={{ alignSelf: 'center' }}>{action}</Box> : null}
  </Paper>
);

/**
 * The teammate finder: people looking for a team (their profile skills and what they want to build) searched
 * by skill, and teams taking members (the roles they need) searched by role. A lead invites from the results;
 * someone without a team applies to a role with a short note. Without a team, the participant's own switch and
 * pitch put them in the list.
 */
export const TeammateFinder = ({
  drill,
  participation,
  lockedReason,
}: {
  drill: DrillDetail;
  participation: Registration;
  lockedReason: string | null;
}) => {
  const myTeam = participation.team;
  const [kind, setKind] = useState<Kind>(myTeam ? 'participants' : 'teams');
  const [typed, setTyped] = useState('');
  const [limit, setLimit] = useState(TEAM_SEARCH_DEFAULT_LIMIT);
  const term = useDebouncedValue(typed.trim(), 300);
  const search: FinderSearch = {
    kind,
    ...(term ? (kind === 'participants' ? { skill: term } : { role: term }) : {}),
    limit,
    offset: 0,
  };
  const results = useTeammateSearch(drill.drillId, participation.participantId, search);
  const [inviting, setInviting] = useState<FinderParticipant | null>(null);
  const [applying, setApplying] = useState<{ team: TeamCard; role: string } | null>(null);
  const canAct = !lockedReason;
  const pid = participation.participantId;

  const personAction = (person: FinderParticipant) => {
    if (!canAct || person.participantId === pid) return null;
    if (myTeam?.isLead)
      return (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setInviting(person)}
          aria-label={`Invite ${person.name}`}
        >
          Invite
        </Button>
      );
    return null;
  };
  const teamActions = (team: TeamCard) => {
    if (!canAct || myTeam || team.locked || team.memberCount >= team.teamSize.max) return null;
    const roles = team.rolesNeeded.length > 0 ? team.rolesNeeded : [''];
    return roles.map((role) => (
      <Button
        key={role || 'any'}
        variant="outlined"
        size="small"
        onClick={() => setApplying({ team, role })}
        aria-label={role ? `Apply to ${team.teamName} as ${role}` : `Ask to join ${team.teamName}`}
      >
        {role ? `Apply as ${role}` : 'Ask to join'}
      </Button>
    ));
  };

  let list;
  if (results.isPending)
    list = (
      <Stack spacing={1} role="status" aria-label="Searching">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  else if (results.isError)
    list = (
      <RetryAlert onRetry={() => void results.refetch()} retrying={results.isFetching}>
        The search did not work. {errorMessage(results.error)}
      </RetryAlert>
    );
  else {
    const r = results.data;
    const empty = r.data.length === 0;
    list = empty ? (
      <EmptyState
        title={
          r.kind === 'participants'
            ? term
              ? `No one looking for a team lists “${term}”`
              : 'No one is looking for a team yet'
            : term
              ? `No team needs “${term}”`
              : 'No team is looking for members yet'
        }
      >
        {r.kind === 'participants'
          ? 'Share your invite code instead, or look again later.'
          : 'Create your own team, or turn on “I am looking for a team” so leads can find you.'}
      </EmptyState>
    ) : (
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, opacity: results.isPlaceholderData ? 0.6 : 1 }}>
        {r.kind === 'participants'
          ? r.data.map((person) => (
              <PersonCard key={person.participantId} person={person} action={personAction(person)} />
            ))
          : r.data.map((team) => <TeamSummaryCard key={team.teamId} team={team} actions={teamActions(team)} />)}
      </Stack>
    );
  }
  const more =
    results.data && results.data.totalRecordCount > results.data.data.length && limit < TEAM_SEARCH_MAX_LIMIT;

  return (
    <Stack spacing={2.5}>
      {lockedReason ? <Alert severity="info">{lockedReason}</Alert> : null}
      {!myTeam && !lockedReason ? <MyFinderEntry drillId={drill.drillId} participation={participation} /> : null}
      {myTeam && !myTeam.isLead ? (
        <Alert severity="info">Only your team lead can invite people; tell them who you found.</Alert>
      ) : null}
      <Box component="section" aria-labelledby="finder-search-title">
        <Typography
          id="finder-search-title"
          variant="h4"
          component="h3"
          sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}
        >
          Search
        </Typography>
        <ToggleButtonGroup
          value={kind}
          exclusive
          size="small"
          onChange={(_, next: Kind | null) => {
            if (!next) return;
            setKind(next);
            setTyped('');
            setLimit(TEAM_SEARCH_DEFAULT_LIMIT);
          }}
          aria-label="Search for"
          sx={{ mb: 1.5, flexWrap: 'wrap' }}
        >
          <ToggleButton value="participants">People looking for a team</ToggleButton>
          <ToggleButton value="teams">Teams looking for members</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          fullWidth
          label={kind === 'participants' ? 'Skill (for example React)' : 'Role (for example Designer)'}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setLimit(TEAM_SEARCH_DEFAULT_LIMIT);
          }}
          slotProps={{
            htmlInput: { maxLength: kind === 'participants' ? FINDER_SKILL_MAX : ROLE_MAX, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {list}
      {more ? (
        <Box>
          <Button onClick={() => setLimit((l) => Math.min(TEAM_SEARCH_MAX_LIMIT, l + TEAM_SEARCH_DEFAULT_LIMIT))}>
            Show more
          </Button>
        </Box>
      ) : null}
      {inviting && myTeam ? (
        <InviteDialog
          drillId={drill.drillId}
          participantId={pid}
          teamId={myTeam.teamId}
          person={inviting}
          onClose={() => setInviting(null)}
        />
      ) : null}
      {applying ? (
        <TeamJoinRequestDialog
          drillId={drill.drillId}
          participantId={pid}
          team={applying.team}
          role={applying.role}
          onClose={() => setApplying(null)}
        />
      ) : null}
    </Stack>
  );
};
