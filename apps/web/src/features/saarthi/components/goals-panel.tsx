import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MENTORSHIP_GOAL_MAX, MENTORSHIP_GOALS_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import type { Mentorship, MentorshipGoal } from '@elevate/contracts/saarthi/saarthi.schema';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddGoal } from '../api/goal-add';
import { useDeleteGoal } from '../api/goal-delete';
import { useUpdateGoal } from '../api/goal-update';

const fail = (err: unknown) => toast.error(errorMessage(err));

const GoalRow = ({
  goal,
  mentorshipId,
  editable,
}: {
  goal: MentorshipGoal;
  mentorshipId: number;
  editable: boolean;
}) => {
  const update = useUpdateGoal(mentorshipId);
  const remove = useDeleteGoal(mentorshipId);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(goal.title);
  if (editing)
    return (
      <ListItem disableGutters>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ width: '100%' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim()) return;
            update
              .mutateAsync({ goalId: goal.goalId, title: title.trim() })
              .then(() => setEditing(false))
              .catch(fail);
          }}
        >
          <TextField
            size="small"
            fullWidth
            label="Goal"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MENTORSHIP_GOAL_MAX } }}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </Stack>
      </ListItem>
    );
  return (
    <ListItem
      disableGutters
      secondaryAction={
        editable ? (
          <>
            <IconButton aria-label={`Edit goal: ${goal.title}`} onClick={() => setEditing(true)}>
              <EditOutlinedIcon />
            </IconButton>
            <IconButton
              edge="end"
              aria-label={`Delete goal: ${goal.title}`}
              disabled={remove.isPending}
              onClick={() => remove.mutateAsync(goal.goalId).catch(fail)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </>
        ) : undefined
      }
      sx={{ pr: editable ? 12 : 0 }}
    >
      <Checkbox
        edge="start"
        checked={goal.done}
        disabled={!editable || update.isPending}
        onChange={(e) => update.mutateAsync({ goalId: goal.goalId, done: e.target.checked }).catch(fail)}
        slotProps={{ input: { 'aria-label': goal.title } }}
      />
      <Typography
        sx={{ textDecoration: goal.done ? 'line-through' : undefined, color: goal.done ? 'text.secondary' : undefined }}
      >
        {goal.title}
      </Typography>
    </ListItem>
  );
};

/** The pair's goals: tick, add, rename, delete (active mentorships; the mentee while the request waits). */
export const GoalsPanel = ({ m }: { m: Mentorship }) => {
  const add = useAddGoal(m.mentorshipId);
  const [draft, setDraft] = useState('');
  const editable = m.status === 'active' || (m.status === 'requested' && m.role === 'mentee');
  const done = m.goals.filter((g) => g.done).length;
  return (
    <Stack spacing={1}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Goals{' '}
        <Typography component="span" color="text.secondary">
          ({done} of {m.goals.length} done)
        </Typography>
      </Typography>
      {m.goals.length === 0 ? <Typography color="text.secondary">No goals yet.</Typography> : null}
      <List dense aria-label="Goals" disablePadding>
        {[...m.goals]
          .sort((a, b) => a.position - b.position)
          .map((g) => (
            <GoalRow key={g.goalId} goal={g} mentorshipId={m.mentorshipId} editable={editable} />
          ))}
      </List>
      {editable && m.goals.length < MENTORSHIP_GOALS_MAX ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            add
              .mutateAsync(draft.trim())
              .then(() => setDraft(''))
              .catch(fail);
          }}
        >
          <TextField
            size="small"
            fullWidth
            label="Add a goal"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MENTORSHIP_GOAL_MAX } }}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending || !draft.trim()}>
            Add
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
};
