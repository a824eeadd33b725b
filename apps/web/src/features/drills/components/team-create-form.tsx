import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { TEAM_NAME_MAX } from '@elevate/contracts/drills/team.constants';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { TeamNameSchema } from '@elevate/contracts/drills/team.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateTeam } from '../api/team-create';
import { useTeamNameCheck } from '../api/team-name-check';
import { TeamRolesField } from './team-roles-field';

/** How long typing must pause before the name is checked with the server. */
export const NAME_CHECK_DELAY_MS = 400;

/**
 * Create a team and lead it. The name is checked as it is typed: its form here (the contract's rules, shown
 * once the box was left), then, once typing pauses, whether it is free in this hackathon
 * (`drills/{id}/teams/name`), in the server's words.
 */
export const TeamCreateForm = ({ drillId, participantId }: { drillId: number; participantId: number }) => {
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const local = TeamNameSchema.safeParse(name);
  const normalised = local.success ? local.data : '';
  const settled = useDebouncedValue(normalised, NAME_CHECK_DELAY_MS);
  const check = useTeamNameCheck(drillId, settled);
  const create = useCreateTeam(drillId, participantId);

  const answered = check.data && settled === normalised && !check.isPlaceholderData ? check.data : null;
  let helper: { text: string; error: boolean } = { text: 'Other teams see this name', error: false };
  if (serverError) helper = { text: serverError, error: true };
  else if (!local.success) {
    if (touched) helper = { text: local.error.issues[0]?.message ?? TeamMessages.nameRequired, error: true };
  } else if (answered) helper = { text: answered.message, error: !answered.available };
  else helper = { text: 'Checking whether the name is free…', error: false };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setProblem(null);
    if (!local.success || answered?.available === false) return;
    // mutateAsync: once the team exists this form gives way to the team, and the toast must still show.
    create.mutateAsync({ teamName: local.data, rolesNeeded: roles }).then(
      ({ team, message }) => toast.success(message ?? TeamMessages.created(team.teamName)),
      (err: unknown) => {
        if (err instanceof ApiError && err.fields.teamName) setServerError(err.fields.teamName);
        else if (err instanceof ApiError && err.status === 409 && /name/i.test(err.message))
          setServerError(err.message);
        else setProblem(errorMessage(err));
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create a team">
      <Stack spacing={2}>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <TextField
          label="Team name"
          required
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
          disabled={create.isPending}
          error={helper.error}
          helperText={helper.text}
          slotProps={{
            input: {
              endAdornment:
                answered?.available && !serverError ? (
                  <InputAdornment position="end">
                    <CheckCircleIcon color="success" aria-hidden />
                  </InputAdornment>
                ) : null,
            },
            htmlInput: { maxLength: TEAM_NAME_MAX + 10, autoComplete: 'off' },
            formHelperText: { role: 'status', 'aria-live': 'polite' } as object,
          }}
        />
        <TeamRolesField value={roles} onChange={setRoles} disabled={create.isPending} />
        <Box>
          <PendingButton type="submit" variant="contained" startIcon={<GroupAddIcon />} pending={create.isPending}>
            Create team
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
};
